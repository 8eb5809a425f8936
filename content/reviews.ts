import type { Review } from './types';

// Clientes ficticios: cámbialos por opiniones reales (con su permiso) antes de publicar.
export const reviews: Review[] = [
  {
    stars: 5,
    name: 'Carolina Méndez',
    country: 'AR',
    comment:
      'Lucas desarrolló la app de turnos de nuestro consultorio en tiempo récord.<br>Los pacientes la usan sin pedir ayuda y las ausencias bajaron a la mitad.',
  },
  {
    stars: 5,
    name: 'Javier Soto',
    country: 'CL',
    comment:
      'Necesitábamos un sistema de pedidos para nuestros restaurantes clientes y lo tuvimos funcionando en dos meses. Comunicación impecable durante todo el proyecto.',
  },
  {
    stars: 5,
    name: 'María Inés Rodríguez',
    country: 'UY',
    comment: 'Rediseñó nuestra web y las consultas se triplicaron. Explica todo con claridad, sin tecnicismos innecesarios.',
  },
  {
    stars: 5,
    name: 'Diego Hernández',
    country: 'MX',
    comment:
      'Trabajamos juntos en una plataforma de tokenización de activos.<br>Entiende de blockchain de verdad y además escribe código que otros pueden mantener.',
  },
  {
    stars: 5,
    name: 'Lucía Fernández',
    country: 'ES',
    comment: 'Profesional, puntual y muy resolutivo. Nos ayudó a ordenar un proyecto que venía atrasado y lo entregamos a tiempo.',
  },
  {
    stars: 5,
    name: 'Andrés Gómez',
    country: 'CO',
    comment: 'La app de estacionamiento medido que construyó procesa miles de operaciones por día sin problemas. Muy recomendable.',
  },
  {
    stars: 5,
    name: 'Valeria Quispe',
    country: 'PE',
    comment: 'Transformó nuestras planillas en un sistema de gestión simple y rápido.<br>Hoy el equipo ahorra horas cada semana.',
  },
  {
    stars: 5,
    name: 'Michael Turner',
    country: 'US',
    comment: 'Lucas se integró a nuestro equipo remoto sin fricción. Código prolijo, buenas pruebas y siempre atento a los detalles.',
  },
  {
    stars: 5,
    name: 'Florencia Paz',
    country: 'AR',
    comment: 'Armó la guía comercial de nuestra ciudad con un panel muy fácil de usar. Los comercios se suman solos.',
  },
  {
    stars: 5,
    name: 'Rodrigo Benítez',
    country: 'PY',
    comment: 'Excelente trabajo con el sistema de multas: seguro, ordenado y con reportes que antes nos llevaban días.',
  },
  {
    stars: 5,
    name: 'Gabriela Andrade',
    country: 'EC',
    comment:
      'Desde la primera reunión entendió lo que necesitábamos.<br>El resultado superó lo que imaginábamos y el soporte posterior fue excelente.',
  },
];
