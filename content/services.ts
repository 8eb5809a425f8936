import type { ServiceSlide } from './types';

export const services: ServiceSlide[] = [
  {
    id: 'app',
    model: { path: 'assets/models/app.glb', camera: { x: 0, y: 0, z: 6 } },
    title: 'Aplicaciones móviles',
    items: [
      'Apps para Android y iOS con una sola base de código',
      'Publicación en Google Play y App Store',
      'Notificaciones, pagos y funcionamiento sin conexión',
    ],
  },
  {
    id: 'web',
    model: { path: 'assets/models/web.glb', camera: { x: 0, y: 0, z: 2.5 } },
    title: 'Desarrollo web',
    items: [
      'Sitios y tiendas rápidos, accesibles y optimizados para buscadores',
      'Paneles de administración y aplicaciones web a medida',
      'Diseño adaptable a cualquier pantalla',
    ],
  },
  {
    id: 'code',
    model: { path: 'assets/models/code.glb', camera: { x: 0, y: 0, z: 2 } },
    title: 'Software a medida',
    items: [
      'Sistemas de gestión pensados para tu forma de trabajar',
      'Integraciones con APIs, pasarelas de pago y facturación',
      'Automatización de tareas repetitivas y reportes',
    ],
  },
];
