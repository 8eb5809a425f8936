// The contact section's own words (labels and states); the owner's data comes from content/.

export const contactCopy = {
  lead: '¿Tienes una idea, un proyecto en marcha o una consulta? Escríbeme y te respondo a la brevedad.',
  detailsTitle: 'Datos de contacto',
  formTitle: 'Envíame un mensaje',
  formNote: 'Todos los campos son obligatorios y solo los uso para responderte',
  privacyLink: 'aviso de privacidad',
  labels: { name: 'Nombre', email: 'Email', message: 'Mensaje' },
  placeholders: { name: 'Tu nombre', email: 'tu@email.com', message: 'Cuéntame sobre tu proyecto…' },
  submit: 'Enviar',
  sending: 'Enviando mensaje…',
  sentTitle: '¡Gracias por tu mensaje!',
  sentBody: 'Lo recibí correctamente y te responderé a la brevedad.',
  // Spec §8: the one message for any sending error.
  error: 'Hubo un error al enviar el mensaje. Por favor, inténtalo de nuevo más tarde.',
  honeypotLabel: 'Deja este campo vacío',
  noScript: 'El formulario necesita JavaScript; puedes escribirme directamente a',
} as const;
