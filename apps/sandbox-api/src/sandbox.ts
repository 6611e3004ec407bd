// createSandbox: the sandbox core plus its socket.io attachment (Node), as the server and the tests use it.
import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import { createSandboxApp, type SandboxApp, type SandboxOptions } from './app';
import { contractRequestValidator } from './openapi/load';
import { attachRealtime, type AttachedRealtime } from './realtime';

export type { SandboxOptions } from './app';

/** A sandbox instance. */
export interface Sandbox extends SandboxApp {
  /** Starts the socket.io server (path /socket.io) on an HTTP server serving `app`. */
  attachRealtime(httpServer: HttpServer | Http2Server | Http2SecureServer): void;
  /** Closes the socket.io servers attached so far. */
  closeRealtime(): Promise<void>;
}

/** Builds a sandbox with its own state (nothing shared between instances), as strict as the OpenAPI document. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const validator = options.validator === undefined ? contractRequestValidator() : options.validator;
  const core = createSandboxApp({ ...options, validator });
  let attached: AttachedRealtime[] = [];
  return {
    ...core,
    attachRealtime: (httpServer) =>
      void attached.push(attachRealtime(httpServer, core.chatEvents, core.state)),
    closeRealtime: async () => {
      const closing = attached;
      attached = [];
      await Promise.all(closing.map((a) => a.close()));
    },
  };
}
