import { CLIENT_IP_HEADER } from "~/.server/auth/create-auth";

/** The client's address the server decided for this request (server/client-address.ts). */
export function requestAddress(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || "unknown";
}
