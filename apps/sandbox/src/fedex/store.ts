// FedEx's state in the sandbox: OAuth tokens and shipments (with their labels). Snapshot and
// restore keep it across restarts like the rest of the sandbox state.
import { randomBytes } from 'node:crypto';

export interface FedexToken {
  clientId: string;
  expiresAt: number;
}

export interface FedexPackage {
  trackingNumber: string;
  weightLb: number;
  /** The label PDF, base64 (as the Ship API's encodedLabel). */
  encodedLabel: string;
}

export interface FedexShipment {
  masterTrackingNumber: string;
  clientId: string;
  accountNumber: string;
  /** The first package's CUSTOMER_REFERENCE (Track by references finds the shipment by it). */
  reference: string | undefined;
  serviceType: string;
  shipDatestamp: string;
  labelStockType: string;
  packages: FedexPackage[];
  cancelled: boolean;
  createdAt: number;
}

export interface FedexSnapshot {
  tokens: [string, FedexToken][];
  shipments: FedexShipment[];
  nextTracking: number;
}

/** Access tokens live an hour, as FedEx's do (expires_in 3599). */
export const FEDEX_TOKEN_SECONDS = 3599;

export class FedexStore {
  private tokens = new Map<string, FedexToken>();
  private shipments = new Map<string, FedexShipment>();
  private nextTracking = 794_600_000_001;

  constructor(private readonly now: () => number) {}

  issueToken(clientId: string): string {
    const token = `fdx-${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { clientId, expiresAt: this.now() + FEDEX_TOKEN_SECONDS * 1000 });
    return token;
  }

  /** The client id the token was issued to, or undefined when it is unknown or expired. */
  clientOf(token: string | undefined): string | undefined {
    if (!token) return undefined;
    const found = this.tokens.get(token);
    if (!found) return undefined;
    if (found.expiresAt <= this.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return found.clientId;
  }

  /** Expires every token (tests: the client must fetch a new one after a 401). */
  expireTokens(): void {
    this.tokens.clear();
  }

  trackingNumber(): string {
    const value = String(this.nextTracking);
    this.nextTracking += 1;
    return value;
  }

  add(shipment: FedexShipment): void {
    this.shipments.set(shipment.masterTrackingNumber, shipment);
  }

  /** The shipment a tracking number (master or a package's) belongs to. */
  findByTracking(trackingNumber: string): FedexShipment | undefined {
    const direct = this.shipments.get(trackingNumber);
    if (direct) return direct;
    for (const s of this.shipments.values()) if (s.packages.some((p) => p.trackingNumber === trackingNumber)) return s;
    return undefined;
  }

  all(): FedexShipment[] {
    return [...this.shipments.values()];
  }

  snapshot(): FedexSnapshot {
    const now = this.now();
    return {
      tokens: [...this.tokens].filter(([, t]) => t.expiresAt > now),
      shipments: this.all(),
      nextTracking: this.nextTracking,
    };
  }

  restore(snapshot: FedexSnapshot): void {
    this.tokens = new Map(snapshot.tokens);
    this.shipments = new Map(snapshot.shipments.map((s) => [s.masterTrackingNumber, s]));
    this.nextTracking = snapshot.nextTracking;
  }
}
