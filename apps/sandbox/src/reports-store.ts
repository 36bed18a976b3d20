import { randomUUID } from 'node:crypto';

export interface ReportRecord {
  reportId: string;
  sellerId: string;
  reportType: string;
  marketplaceIds: string[];
  createdTime: number;
  /** How long this report takes (the sandbox's reportDelayMs when it was created). */
  delayMs: number;
  dataStartTime?: string;
  dataEndTime?: string;
  reportDocumentId: string;
}

export interface DocumentRecord {
  reportDocumentId: string;
  sellerId: string;
  report: ReportRecord;
  /** Built on the first getReportDocument. */
  body?: Buffer;
  compressed?: boolean;
}

export interface ReportSnapshot {
  sequence: number;
  reports: ReportRecord[];
}

export type ProcessingStatus = 'IN_QUEUE' | 'IN_PROGRESS' | 'DONE';

/** Reports and their documents; their progress is a function of the clock, so no timers run. */
export class ReportStore {
  private readonly reports = new Map<string, ReportRecord>();
  private readonly documents = new Map<string, DocumentRecord>();
  private sequence = 0;

  constructor(private readonly now: () => number) {}

  /**
   * The reports, as JSON for the sandbox's state file. A document's body is left out: it is
   * rebuilt on demand from the report and the seeded data, which give the same bytes.
   */
  snapshot(): ReportSnapshot {
    return { sequence: this.sequence, reports: [...this.reports.values()] };
  }

  restore(state: ReportSnapshot): void {
    this.sequence = state.sequence;
    for (const report of state.reports) {
      this.reports.set(`${report.sellerId} ${report.reportId}`, report);
      this.documents.set(`${report.sellerId} ${report.reportDocumentId}`, {
        reportDocumentId: report.reportDocumentId,
        sellerId: report.sellerId,
        report,
      });
    }
  }

  create(input: Omit<ReportRecord, 'reportId' | 'createdTime' | 'reportDocumentId'>): ReportRecord {
    this.sequence += 1;
    const report: ReportRecord = {
      ...input,
      reportId: String(50_123_000_000 + this.sequence * 7919 + Math.floor(Math.random() * 1000)),
      createdTime: this.now(),
      reportDocumentId: `amzn1.spdoc.1.4.na.${randomUUID()}.T${this.sequence}`,
    };
    this.reports.set(`${report.sellerId} ${report.reportId}`, report);
    this.documents.set(`${report.sellerId} ${report.reportDocumentId}`, {
      reportDocumentId: report.reportDocumentId,
      sellerId: report.sellerId,
      report,
    });
    return report;
  }

  find(sellerId: string, reportId: string): ReportRecord | undefined {
    return this.reports.get(`${sellerId} ${reportId}`);
  }

  /** IN_QUEUE for the first quarter of the delay, IN_PROGRESS until it ends, then DONE. */
  statusOf(report: ReportRecord): { status: ProcessingStatus; startedAt: number; endedAt: number } {
    const startedAt = report.createdTime + Math.floor(report.delayMs / 4);
    const endedAt = report.createdTime + report.delayMs;
    const now = this.now();
    const status = now >= endedAt ? 'DONE' : now >= startedAt ? 'IN_PROGRESS' : 'IN_QUEUE';
    return { status, startedAt, endedAt };
  }

  /** A document of a DONE report of this seller. */
  findDocument(sellerId: string, reportDocumentId: string): DocumentRecord | undefined {
    const document = this.documents.get(`${sellerId} ${reportDocumentId}`);
    if (!document || this.statusOf(document.report).status !== 'DONE') return undefined;
    return document;
  }

  /** A document by id alone, for the pre-signed download URL. */
  findDocumentById(reportDocumentId: string): DocumentRecord | undefined {
    for (const document of this.documents.values()) if (document.reportDocumentId === reportDocumentId) return document;
    return undefined;
  }
}
