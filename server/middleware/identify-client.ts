import type { NextFunction, Request, Response } from "express";
import { CLIENT_IP_HEADER } from "~/.server/auth/create-auth";
import type { RequestClient } from "~/.server/runtime/context";
import { clientAddress, isDirectLocalRequest, type ProxyTrust } from "../client-address";

/**
 * Decides who sent the request (server/client-address.ts) once, for the pages (load context) and
 * for the auth library, which reads our own header: any value a client sent in it is replaced.
 */
export function identifyClient(trust: ProxyTrust) {
  return (req: Request, res: Response, next: NextFunction) => {
    const client: RequestClient = {
      address: clientAddress(req.headers, req.socket.remoteAddress, trust),
      directLocal: isDirectLocalRequest(req.headers, req.socket.remoteAddress, trust),
    };
    res.locals.client = client;
    req.headers[CLIENT_IP_HEADER] = client.address;
    next();
  };
}
