// Test-only switches of one sandbox (POST /__sandbox/delay, /__sandbox/fail, GET /__sandbox/requests): delayed and
// failing answers armed for the next calls of a path, and the count of requests received per path.

/** Which requests an armed switch applies to: an exact path, and a method or any. */
export interface RequestMatch {
  path: string;
  /** Upper-case method, or null for any method. */
  method: string | null;
}

/** The answer of the next calls is held back `ms` milliseconds (the operation itself runs at once). */
export interface ArmedDelay extends RequestMatch {
  ms: number;
  /** Calls still to delay. */
  times: number;
}

/** The next calls answer this envelope and status without running the operation. */
export interface ArmedFault extends RequestMatch {
  status: number;
  code: string;
  message: string;
  /** Calls still to fail. */
  times: number;
}

const matches = (armed: RequestMatch, method: string, path: string) =>
  armed.path === path && (armed.method === null || armed.method === method.toUpperCase());

/** What the last POST /api/wallet/truelink received and what the sandbox read from it (GET /__sandbox/truelink/last). */
export interface TrueLinkReceipt {
  /** The `link` field exactly as received. */
  received: string;
  /** True when it was an envelope the demo private key opened. */
  encrypted: boolean;
  /** The gift link and wallet account name read from it (null when unreadable). */
  link: string | null;
  walletAccountName: string | null;
  /** 'SUCCESS' or the error code answered. */
  outcome: string;
}

/** A gift link accepted but not yet credited (the hold switch), oldest first. */
export interface HeldGiftLink {
  playerId: string;
  /** Satang. */
  amount: number;
}

/** The test switches and the request log of one sandbox. */
export class TestControls {
  /** Lifetime of QR codes created from now on, in seconds (POST /__sandbox/qr-lifetime); null = the seed's 15 minutes. */
  qrLifetimeSeconds: number | null = null;
  /** The last gift link call (GET /__sandbox/truelink/last). */
  lastTrueLink: TrueLinkReceipt | null = null;
  /** Gift links are accepted but not credited until POST /__sandbox/deposits/gift-link (POST .../gift-link/hold). */
  holdGiftLinks = false;
  /** Gift links accepted while held, oldest first. */
  heldGiftLinks: HeldGiftLink[] = [];
  private delays: ArmedDelay[] = [];
  private faults: ArmedFault[] = [];
  /** Slice codes the next spins land on, in order (POST /__sandbox/spin). */
  private forcedSlices: string[] = [];
  /** Requests received, per `METHOD path`. */
  private readonly requests = new Map<string, number>();

  /** Arms a delay (added after those already armed for the same request). */
  armDelay(delay: ArmedDelay): void {
    this.delays.push({ ...delay });
  }

  /** Arms a fault (added after those already armed for the same request). */
  armFault(fault: ArmedFault): void {
    this.faults.push({ ...fault });
  }

  /** Delay to apply to this request, using up one of its calls. */
  takeDelay(method: string, path: string): number | undefined {
    return take(this.delays, method, path)?.ms;
  }

  /** Fault to answer this request with, using up one of its calls. */
  takeFault(method: string, path: string): ArmedFault | undefined {
    return take(this.faults, method, path);
  }

  /** Makes the next `times` spins land on the slice `code` (after those already forced). */
  forceSlice(code: string, times: number): void {
    for (let i = 0; i < times; i += 1) this.forcedSlices.push(code);
  }

  /** Slice code forced for this spin, using it up; undefined lets the server pick at random. */
  takeForcedSlice(): string | undefined {
    return this.forcedSlices.shift();
  }

  /** Counts one received request. */
  record(method: string, path: string): void {
    const key = `${method.toUpperCase()} ${path}`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
  }

  /** Requests received for a path (any method unless one is given). */
  count(path: string, method: string | null = null): number {
    let total = 0;
    for (const [key, n] of this.requests) {
      const space = key.indexOf(' ');
      if (matches({ path, method }, key.slice(0, space), key.slice(space + 1))) total += n;
    }
    return total;
  }

  /** Forgets the request log. */
  clearRequests(): void {
    this.requests.clear();
  }

  /** Disarms everything and forgets the log. */
  reset(): void {
    this.qrLifetimeSeconds = null;
    this.lastTrueLink = null;
    this.holdGiftLinks = false;
    this.heldGiftLinks = [];
    this.delays = [];
    this.faults = [];
    this.forcedSlices = [];
    this.requests.clear();
  }
}

function take<T extends RequestMatch & { times: number }>(
  armed: T[],
  method: string,
  path: string,
): T | undefined {
  const index = armed.findIndex((a) => matches(a, method, path));
  if (index < 0) return undefined;
  const found = armed[index] as T;
  found.times -= 1;
  if (found.times <= 0) armed.splice(index, 1);
  return found;
}
