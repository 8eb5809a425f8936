// Errors of the contact core in the vocabulary of the Firebase callable protocol, so each
// adapter can answer them as-is: the local server as {"error":{status,message,details}} with
// the matching HTTP status, the Firebase function as an HttpsError.

export type CallableStatus = 'INVALID_ARGUMENT' | 'PERMISSION_DENIED' | 'NOT_FOUND' | 'RESOURCE_EXHAUSTED' | 'INTERNAL';

/** HTTP status per callable status (google.rpc.Code's mapping, as the Firebase SDK reads it). */
export const httpStatusOf: Record<CallableStatus, number> = {
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
};

/** Messages a visitor's browser may receive: Spanish, and never anything internal. */
export const callableMessages = {
  badRequest: 'Solicitud inválida.',
  invalidFields: 'Los datos del mensaje no son válidos.',
  tooLarge: 'El mensaje es demasiado grande.',
  foreignRecipient: 'Destinatario no permitido.',
  rateLimited: 'Enviaste demasiados mensajes. Inténtalo de nuevo más tarde.',
  notFound: 'La función solicitada no existe.',
  forbiddenOrigin: 'Origen no permitido.',
  internal: 'Error interno. Inténtalo de nuevo más tarde.',
} as const;

export type ContactErrorDetails = {
  /** First problem per payload field, e.g. { message: 'El mensaje debe tener…' }. */
  fields?: Record<string, string>;
  /** For RESOURCE_EXHAUSTED: when the visitor may try again. */
  retryAfterSeconds?: number;
};

export class ContactError extends Error {
  constructor(
    readonly status: CallableStatus,
    message: string,
    readonly details?: ContactErrorDetails,
  ) {
    super(message);
    this.name = 'ContactError';
  }

  get httpStatus(): number {
    return httpStatusOf[this.status];
  }
}
