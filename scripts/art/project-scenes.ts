// What each generated cover shows: a pictogram for the project's trade and the kind of screen its
// product has. Projects missing here (added to the content later) get a generic scene by layout.
import type { CoverLayout } from '../../src/sections/projects/project-cover.ts';
import type { Pictogram } from './pictograms.ts';

export type PhoneScreen = 'list' | 'calendar' | 'map' | 'progress';
export type BrowserScreen = 'dashboard' | 'map' | 'calendar' | 'records' | 'shop';

export interface Scene {
  pictogram: Pictogram;
  screen?: PhoneScreen | BrowserScreen;
}

const scenes: Record<string, Scene> = {
  turnos: { pictogram: 'calendar', screen: 'calendar' },
  multas: { pictogram: 'ticket', screen: 'list' },
  'guia-comercial': { pictogram: 'mapPin', screen: 'map' },
  'pedidos-gastro': { pictogram: 'cart', screen: 'list' },
  'estacionamiento-medido': { pictogram: 'parking', screen: 'map' },
  'token-andino': { pictogram: 'coin' },
  'activos-tokenizados': { pictogram: 'layers' },
  'parking-control': { pictogram: 'car', screen: 'dashboard' },
  'historia-clinica': { pictogram: 'pulse', screen: 'records' },
  'cabanas-del-lago': { pictogram: 'cabin', screen: 'calendar' },
  'stock-pyme': { pictogram: 'box', screen: 'dashboard' },
  'envios-patagonia': { pictogram: 'truck', screen: 'map' },
  entrena: { pictogram: 'dumbbell', screen: 'progress' },
  'escuela-esqui': { pictogram: 'mountain', screen: 'calendar' },
  'bodega-patagonica': { pictogram: 'wine', screen: 'shop' },
  'panel-ventas': { pictogram: 'chart', screen: 'dashboard' },
};

const fallbacks: Record<CoverLayout, Scene> = {
  phone: { pictogram: 'phone', screen: 'list' },
  browser: { pictogram: 'browser', screen: 'dashboard' },
  token: { pictogram: 'coin' },
};

export function sceneFor(id: string, layout: CoverLayout): Scene {
  const scene = scenes[id];
  // A scene drawn for another layout (say the project gained Ionic) falls back rather than mismatching.
  const phoneScreens: string[] = ['list', 'calendar', 'map', 'progress'];
  if (!scene) return fallbacks[layout];
  if (layout === 'phone' && !phoneScreens.includes(scene.screen ?? '')) return { ...fallbacks.phone, pictogram: scene.pictogram };
  if (layout === 'browser' && (!scene.screen || scene.screen === 'list' || scene.screen === 'progress'))
    return { ...fallbacks.browser, pictogram: scene.pictogram };
  return scene;
}
