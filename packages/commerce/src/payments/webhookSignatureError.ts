/** A webhook whose signature is missing, wrong or too old, or whose body is malformed: answer 400, apply nothing. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}
