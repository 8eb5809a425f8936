import type { Project } from './types';

// Portadas e íconos: public/assets/images/projects/{id}.jpg, sus variantes y {id}_icon.png, los hace
// `npm run generate` (y el build si faltan o quedaron viejos) de una captura real que guardes como
// content/images/{id}.png|jpg|jpeg|webp (o el archivo que nombre `image`); si no hay, se dibujan
// con los datos. Las descripciones son HTML con solo <p>, <strong>, <em>, <br>, <ul> y <li>.
export const projects: Project[] = [
  {
    id: 'turnos',
    name: 'TurnoYa',
    description:
      '<p>App de <strong>turnos online</strong> para consultorios y centros de salud: reservas en segundos, recordatorios automáticos y agenda compartida para el equipo.</p>',
    skills: ['ionic', 'angular', 'firebase', 'capacitor'],
    weight: 5,
    imageBackground: 'linear-gradient(135deg, #6366f1 0%, #22d3ee 100%)',
    outcome: { year: 2023, result: 'Usada por 38 consultorios; las ausencias bajaron un 30 %.' },
  },
  {
    id: 'multas',
    name: 'Sistema de Multas de Tránsito',
    description:
      '<p>Plataforma municipal para labrar, notificar y cobrar <strong>infracciones de tránsito</strong>, con app para inspectores y consulta pública de actas.</p>',
    skills: ['angular', 'nodejs', 'postgresql', 'ionic'],
    weight: 5,
    imageBackground: 'linear-gradient(135deg, #f97316 0%, #ef4444 100%)',
    outcome: { year: 2022, result: 'Más de 120.000 actas labradas desde la app de inspectores.' },
  },
  {
    id: 'guia-comercial',
    name: 'Guía Comercial Bariloche',
    description:
      '<p><strong>Directorio de comercios</strong> con búsqueda por rubro, mapa y panel para que cada negocio actualice sus datos, horarios y promociones.</p>',
    skills: ['angular', 'firebase', 'tailwind', 'googlecloud'],
    weight: 4,
    imageBackground: 'linear-gradient(135deg, #10b981 0%, #0ea5e9 100%)',
    outcome: { year: 2021, result: 'Más de 900 comercios publicados y actualizados por sus dueños.' },
  },
  {
    id: 'pedidos-gastro',
    name: 'Pedidos Gastro',
    description:
      '<p>App de <strong>pedidos para proveedores gastronómicos</strong>: los restaurantes compran desde el celular y el proveedor arma rutas de reparto y controla el stock.</p><ul><li>Catálogo con precios por cliente</li><li>Pedidos recurrentes</li></ul>',
    skills: ['ionic', 'capacitor', 'nodejs', 'mongodb'],
    weight: 4,
    imageBackground: 'linear-gradient(135deg, #f59e0b 0%, #84cc16 100%)',
    outcome: { year: 2023, result: 'El 70 % de los pedidos de un proveedor pasó a hacerse desde la app.' },
  },
  {
    id: 'estacionamiento-medido',
    name: 'Estacionamiento Medido',
    description:
      '<p>Sistema de <strong>estacionamiento medido</strong> para la ciudad: los conductores pagan desde la app y los inspectores verifican patentes en tiempo real.</p>',
    skills: ['ionic', 'angular', 'firebase', 'nodejs'],
    weight: 4,
    imageBackground: 'linear-gradient(135deg, #3b82f6 0%, #8b5cf6 100%)',
    outcome: { year: 2022, result: 'Unos 4.000 pagos por día sin tickets de papel.' },
  },
  {
    id: 'token-andino',
    name: 'Token Andino',
    description:
      '<p>Emisión y gestión de un <strong>token ERC-20</strong> para un programa de fidelización, con billetera web y panel de métricas on-chain.</p>',
    skills: ['web3', 'solidity', 'react', 'typescript'],
    weight: 3,
    imageBackground: 'linear-gradient(135deg, #8b5cf6 0%, #ec4899 100%)',
    outcome: { year: 2021, result: '15.000 billeteras activas en el primer año del programa.' },
  },
  {
    id: 'activos-tokenizados',
    name: 'Activos Tokenizados',
    description:
      '<p>Plataforma para <strong>tokenizar activos reales</strong>: registro de inversores, contratos inteligentes auditables y reportes para cada emisión.</p>',
    skills: ['web3', 'solidity', 'nodejs', 'react'],
    weight: 3,
    imageBackground: 'linear-gradient(135deg, #0ea5e9 0%, #6366f1 100%)',
    outcome: { year: 2022, result: 'Seis emisiones completadas con contratos auditados.' },
  },
  {
    id: 'parking-control',
    name: 'ParkControl',
    description:
      '<p>Gestión de <strong>playas de estacionamiento privadas</strong>: ingreso por patente, abonos mensuales, caja diaria y tablero de ocupación.</p>',
    skills: ['angular', 'nestjs', 'postgresql', 'docker'],
    weight: 3,
    imageBackground: 'linear-gradient(135deg, #14b8a6 0%, #3b82f6 100%)',
    outcome: { year: 2020, result: 'Cuatro playas administradas con una sola caja diaria.' },
  },
  {
    id: 'historia-clinica',
    name: 'Historia Clínica Digital',
    description:
      '<p>Historia clínica electrónica para una red de consultorios, con <strong>permisos por profesional</strong> y firma digital de documentos.</p>',
    skills: ['angular', 'nestjs', 'postgresql', 'typescript'],
    weight: 3,
    imageBackground: 'linear-gradient(135deg, #22d3ee 0%, #10b981 100%)',
    outcome: { year: 2021, result: 'Doce consultorios dejaron la historia clínica en papel.' },
  },
  {
    id: 'cabanas-del-lago',
    name: 'Cabañas del Lago',
    description:
      '<p>Sitio de <strong>reservas online</strong> para un complejo turístico, con calendario de disponibilidad, pagos y mensajes automáticos a los huéspedes.</p>',
    skills: ['react', 'tailwind', 'firebase'],
    weight: 3,
    imageBackground: 'linear-gradient(135deg, #0284c7 0%, #34d399 100%)',
    outcome: { year: 2019, result: 'El 60 % de las reservas llega sin intermediarios.' },
  },
  {
    id: 'stock-pyme',
    name: 'Stock PyME',
    description:
      '<p>Control de <strong>inventario y ventas</strong> para pequeños comercios, con lector de códigos desde el celular y alertas de reposición.</p>',
    skills: ['angular', 'nodejs', 'mongodb', 'express'],
    weight: 2,
    imageBackground: 'linear-gradient(135deg, #a855f7 0%, #6366f1 100%)',
    outcome: { year: 2018, result: 'Reposición a tiempo en 25 comercios de la zona.' },
  },
  {
    id: 'envios-patagonia',
    name: 'Envíos Patagonia',
    description:
      '<p>Seguimiento de <strong>envíos en tiempo real</strong> para una empresa de logística regional, con prueba de entrega por foto y firma.</p>',
    skills: ['ionic', 'firebase', 'googlecloud'],
    weight: 2,
    imageBackground: 'linear-gradient(135deg, #f43f5e 0%, #f59e0b 100%)',
    outcome: { year: 2020, result: 'Cada entrega con prueba de foto y firma: menos reclamos.' },
  },
  {
    id: 'entrena',
    name: 'Entrená',
    description: '<p>App para <strong>gimnasios</strong>: rutinas personalizadas, reserva de clases y pagos de cuota desde el celular.</p>',
    skills: ['ionic', 'capacitor', 'firebase'],
    weight: 2,
    imageBackground: 'linear-gradient(135deg, #84cc16 0%, #10b981 100%)',
    outcome: { year: 2019, result: 'Tres gimnasios cobran la cuota y reservan clases desde la app.' },
  },
  {
    id: 'escuela-esqui',
    name: 'Escuela de Esquí',
    description:
      '<p>Reservas de <strong>clases de esquí y snowboard</strong> con asignación automática de instructores según nivel e idioma.</p>',
    skills: ['react', 'nodejs', 'express', 'mongodb'],
    weight: 2,
    imageBackground: 'linear-gradient(135deg, #38bdf8 0%, #818cf8 100%)',
    outcome: { year: 2018, result: 'Reservas de toda la temporada de invierno en línea.' },
  },
  {
    id: 'bodega-patagonica',
    name: 'Bodega Patagónica',
    description:
      '<p>Sitio institucional y <strong>tienda online</strong> para una bodega, con diseño propio en Figma y carga de productos sin depender del desarrollador.</p>',
    skills: ['html', 'css', 'javascript', 'figma'],
    weight: 1,
    imageBackground: 'linear-gradient(135deg, #be123c 0%, #7c3aed 100%)',
    outcome: { year: 2016, result: 'La bodega carga sus productos sin ayuda técnica.' },
  },
  {
    id: 'panel-ventas',
    name: 'Panel de Ventas',
    description:
      '<p>Tablero de <strong>indicadores comerciales</strong> que une datos de la tienda online y del punto de venta en un solo lugar.</p>',
    skills: ['react', 'typescript', 'express', 'docker'],
    weight: 1,
    imageBackground: 'linear-gradient(135deg, #64748b 0%, #0ea5e9 100%)',
    outcome: { year: 2017, result: 'Ventas de la tienda online y del local en un solo tablero.' },
  },
];
