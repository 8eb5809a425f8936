// What each generated cover shows: an illustration of the project's trade (a map for logistics, a
// calendar for appointments, a ticket for fines…) and the pictogram of its icon. Projects missing
// here (added to the content later) get their layout's pictogram on a plain card until drawn.
import { appointments, gym, medicalRecords } from './motifs/care.ts';
import { loyaltyToken, tokenizedAssets } from './motifs/chain.ts';
import { carPark, meteredParking, shopGuide, trafficFine } from './motifs/city.ts';
import { salesChart, stockShelves } from './motifs/commerce.ts';
import { restaurantMenu, winery } from './motifs/food.ts';
import { LIFT, type Motif } from './motifs/kit.ts';
import { deliveries, lakeCabins, skiSlope } from './motifs/outdoors.ts';
import { drawPictogram, type Pictogram } from './pictograms.ts';
import { circle, rect } from './svg.ts';
import type { CoverLayout } from '../../src/sections/projects/project-cover.ts';

export interface Scene {
  pictogram: Pictogram;
  motif: Motif;
}

const scenes: Record<string, Scene> = {
  turnos: { pictogram: 'calendar', motif: appointments },
  multas: { pictogram: 'ticket', motif: trafficFine },
  'guia-comercial': { pictogram: 'mapPin', motif: shopGuide },
  'pedidos-gastro': { pictogram: 'cart', motif: restaurantMenu },
  'estacionamiento-medido': { pictogram: 'parking', motif: meteredParking },
  'token-andino': { pictogram: 'coin', motif: loyaltyToken },
  'activos-tokenizados': { pictogram: 'layers', motif: tokenizedAssets },
  'parking-control': { pictogram: 'car', motif: carPark },
  'historia-clinica': { pictogram: 'pulse', motif: medicalRecords },
  'cabanas-del-lago': { pictogram: 'cabin', motif: lakeCabins },
  'stock-pyme': { pictogram: 'box', motif: stockShelves },
  'envios-patagonia': { pictogram: 'truck', motif: deliveries },
  entrena: { pictogram: 'dumbbell', motif: gym },
  'escuela-esqui': { pictogram: 'mountain', motif: skiSlope },
  'bodega-patagonica': { pictogram: 'wine', motif: winery },
  'panel-ventas': { pictogram: 'chart', motif: salesChart },
};

const fallbackPictograms: Record<CoverLayout, Pictogram> = { phone: 'phone', browser: 'browser', token: 'coin' };

/** A white card with the pictogram in the project's colours: honest, if plain, until a scene is drawn. */
function plainCard(pictogram: Pictogram): Motif {
  return {
    size: [600, 600],
    draw: () =>
      rect(100, 100, 400, 400, 64, '#ffffff', LIFT) +
      circle(300, 300, 130, 'url(#accent)') +
      drawPictogram(pictogram, 210, 210, 180, '#ffffff', 2),
  };
}

/** Whether the project has a scene drawn for it, not the plain card every new project shares. */
export const hasDrawnScene = (id: string): boolean => id in scenes;

export function sceneFor(id: string, layout: CoverLayout): Scene {
  const scene = scenes[id];
  if (scene) return scene;
  const pictogram = fallbackPictograms[layout];
  return { pictogram, motif: plainCard(pictogram) };
}
