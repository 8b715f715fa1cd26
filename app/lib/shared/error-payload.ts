/**
 * What a refused request's error page is given (a 400, 403, 404 ...): the AppError's code and its
 * words (server/bad-input-safety-net.ts makes it; the root and route error boundaries show it).
 */
export interface ErrorPayload {
  code: string;
  title: string;
  message: string;
}
