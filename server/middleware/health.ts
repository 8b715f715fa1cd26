import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import { type Database, queryRows } from "~/.server/db/client";
import { logger } from "~/.server/runtime/logger";

/**
 * Where an instance is in its life, for the load balancer (docs/operations.md): `starting` until
 * its jobs run, `ready` while it serves, `draining` from SIGTERM on (it finishes what it has and
 * takes nothing new).
 */
export type InstancePhase = "starting" | "ready" | "draining";

export class InstanceState {
  phase: InstancePhase = "starting";
}

/** A database that has not answered within this long counts as down: a probe must be cheap. */
const DATABASE_TIMEOUT_MS = 2_000;

/** How many migrations the build ships (drizzle/meta/_journal.json), read once at start. */
export function shippedMigrationCount(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Why the instance should not be sent requests now, or null when it is ready. */
async function notReadyBecause(db: Database, state: InstanceState, migrations: number): Promise<string | null> {
  if (state.phase !== "ready") return state.phase;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), DATABASE_TIMEOUT_MS);
  });
  try {
    const applied = queryRows<{ applied: number }>(
      db,
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const answer = await Promise.race([applied, timeout]);
    if (answer === "timeout") return "database not answering";
    const count = Number(answer[0]?.applied ?? 0);
    return count >= migrations ? null : "migrations not applied";
  } catch (error) {
    logger.warn({ err: error }, "readiness check: the database did not answer");
    return "database not answering";
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: the process answers (a liveness probe restarts it when it does not).
 * `GET /readyz`: this instance should be sent requests: it has started, is not draining, its
 * database answers and has every migration this build ships; 503 otherwise, with the reason.
 * Neither is ever cached, and both come before everything else a request goes through.
 */
export function healthChecks({ db, state, migrations }: { db: Database; state: InstanceState; migrations: number }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== "/healthz" && req.path !== "/readyz") return next();
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.setHeader("Cache-Control", "no-store");
    if (req.path === "/healthz") {
      res.status(200).json({ status: "ok" });
      return;
    }
    const reason = await notReadyBecause(db, state, migrations);
    res.status(reason ? 503 : 200).json(reason ? { status: "unavailable", reason } : { status: "ready" });
  };
}

/**
 * While draining, every answer asks its client to close the connection, so it reconnects to
 * another instance: decided when the answer's head is written, so a request that came in before
 * the drain and ends after it is answered so too.
 */
export function closeConnectionsWhileDraining(state: InstanceState) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (state.phase === "draining" && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}
