import { createHmac } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { DemoSeller } from '../data/sellers.js';
import { sendErrors, sendNotFound } from '../errors.js';
import { InvalidInput, readBoolean } from '../params.js';
import type { DocumentRecord, ReportRecord } from '../reports-store.js';
import { registerSpApiRoute } from '../sp-api.js';
import { productImageUrl } from './images.js';
import { buildReportDocument, isSupportedReportType } from './report-documents.js';

const GZIP_THRESHOLD = 1024 * 1024;
const URL_TTL_MS = 5 * 60_000;
const iso = (time: number) => new Date(time).toISOString();

function checkCreateReportBody(
  body: unknown,
  seller: DemoSeller,
): { reportType: string; marketplaceIds: string[]; dataStartTime?: string; dataEndTime?: string } {
  if (typeof body !== 'object' || body === null)
    throw new InvalidInput('The request body must be a CreateReportSpecification.');
  const { reportType, marketplaceIds, dataStartTime, dataEndTime } = body as Record<string, unknown>;
  if (typeof reportType !== 'string' || reportType === '') throw new InvalidInput('reportType is required.');
  if (!isSupportedReportType(reportType)) throw new InvalidInput(`Invalid reportType ${reportType}.`);
  if (
    !Array.isArray(marketplaceIds) ||
    marketplaceIds.length < 1 ||
    marketplaceIds.length > 25 ||
    !marketplaceIds.every((m) => typeof m === 'string')
  ) {
    throw new InvalidInput('marketplaceIds must list 1 to 25 marketplace ids.');
  }
  for (const id of marketplaceIds as string[]) {
    if (!seller.participations.some((p) => p.marketplaceId === id && p.isParticipating)) {
      throw new InvalidInput(`Seller is not participating in marketplace ${id}.`);
    }
  }
  for (const [name, value] of [
    ['dataStartTime', dataStartTime],
    ['dataEndTime', dataEndTime],
  ] as const) {
    if (value !== undefined && (typeof value !== 'string' || Number.isNaN(Date.parse(value))))
      throw new InvalidInput(`${name} must be an ISO 8601 date-time.`);
  }
  return {
    reportType,
    marketplaceIds: marketplaceIds as string[],
    ...(typeof dataStartTime === 'string' ? { dataStartTime: iso(Date.parse(dataStartTime)) } : {}),
    ...(typeof dataEndTime === 'string' ? { dataEndTime: iso(Date.parse(dataEndTime)) } : {}),
  };
}

function describeReport(context: SandboxContext, report: ReportRecord) {
  const { status, startedAt, endedAt } = context.reports.statusOf(report);
  return {
    reportId: report.reportId,
    reportType: report.reportType,
    marketplaceIds: report.marketplaceIds,
    ...(report.dataStartTime ? { dataStartTime: report.dataStartTime } : {}),
    ...(report.dataEndTime ? { dataEndTime: report.dataEndTime } : {}),
    createdTime: iso(report.createdTime),
    processingStatus: status,
    ...(status !== 'IN_QUEUE' ? { processingStartTime: iso(startedAt) } : {}),
    ...(status === 'DONE' ? { processingEndTime: iso(endedAt), reportDocumentId: report.reportDocumentId } : {}),
  };
}

/** Signature of a pre-signed document URL: document id, expiry and content-encoding flag. */
export function signDocumentUrl(
  context: SandboxContext,
  reportDocumentId: string,
  expires: number,
  encoding: string,
): string {
  return createHmac('sha256', context.secret)
    .update(`${reportDocumentId}\n${expires}\n${encoding}`)
    .digest('base64url');
}

function ensureBody(context: SandboxContext, seller: DemoSeller, document: DocumentRecord): void {
  if (document.body) return;
  // Amazon's listing and inventory reports cover one marketplace: the first one asked for.
  const text = buildReportDocument(
    document.report.reportType,
    context.dataOf(seller),
    document.report.marketplaceIds[0]!,
    (product) => productImageUrl(context, product),
  );
  const raw = Buffer.from(text, 'utf8');
  document.compressed = raw.length > GZIP_THRESHOLD;
  document.body = document.compressed ? gzipSync(raw) : raw;
}

/** Reports API 2021-06-30: createReport, getReport, getReportDocument, and the document download. */
export function registerReportsRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'POST',
    url: '/reports/2021-06-30/reports',
    operationId: 'createReport',
    handler: ({ request, reply, seller }) => {
      const spec = checkCreateReportBody(request.body, seller);
      const report = context.reports.create({
        ...spec,
        sellerId: seller.sellerId,
        delayMs: context.options.reportDelayMs,
      });
      reply.code(202);
      return { reportId: report.reportId };
    },
  });

  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/reports/2021-06-30/reports/:reportId',
    operationId: 'getReport',
    handler: ({ request, reply, seller }) => {
      const { reportId } = request.params as { reportId: string };
      const report = context.reports.find(seller.sellerId, reportId);
      if (!report) return sendNotFound(reply, `Report ${reportId} not found.`);
      return describeReport(context, report);
    },
  });

  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/reports/2021-06-30/documents/:reportDocumentId',
    operationId: 'getReportDocument',
    handler: ({ request, reply, seller }) => {
      const { reportDocumentId } = request.params as { reportDocumentId: string };
      const contentEncoding = readBoolean(request, 'enableContentEncodingUrlHeader') ?? false;
      const document = context.reports.findDocument(seller.sellerId, reportDocumentId);
      if (!document) return sendNotFound(reply, `Report document ${reportDocumentId} not found.`);
      ensureBody(context, seller, document);
      const expires = context.now() + URL_TTL_MS;
      const encoding = document.compressed && contentEncoding ? 'gzip' : 'identity';
      const signature = signDocumentUrl(context, reportDocumentId, expires, encoding);
      const url = `${context.options.publicUrl}/_documents/${encodeURIComponent(reportDocumentId)}?expires=${expires}&encoding=${encoding}&signature=${signature}`;
      return { reportDocumentId, url, ...(document.compressed ? { compressionAlgorithm: 'GZIP' } : {}) };
    },
  });

  // The pre-signed URL: no SP-API auth, like S3; its signature and expiry are the access check.
  app.get('/_documents/:reportDocumentId', async (request, reply) => {
    const { reportDocumentId } = request.params as { reportDocumentId: string };
    const { expires, encoding, signature } = request.query as Record<string, string | undefined>;
    const denied = (message: string) =>
      reply
        .code(403)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${message}</Message></Error>`,
        );
    const expiresAt = Number(expires);
    if (
      !expires ||
      !signature ||
      !encoding ||
      signature !== signDocumentUrl(context, reportDocumentId, expiresAt, encoding)
    )
      return denied('Request signature does not match');
    if (expiresAt <= context.now()) return denied('Request has expired');
    const document = context.reports.findDocumentById(reportDocumentId);
    if (!document?.body)
      return sendErrors(reply, 404, { code: 'NoSuchKey', message: 'The specified key does not exist.' });
    reply.type('text/plain; charset=utf-8');
    if (encoding === 'gzip') reply.header('content-encoding', 'gzip');
    return reply.send(document.body);
  });
}
