/**
 * Report and statement downloads (under the files prefix, so a refusal raises the 'not allowed' notice): the
 * file is streamed from disk with its length, so the dashboard's progress ring can fill. An expired or archived
 * report answers 410 'Report expired or archived' (SPEC §8) and its file goes.
 */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  REPORT_EXPIRED_MESSAGE,
  routePatterns,
  statementFormats,
  statementPermissions,
  type StatementFormat,
} from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { ApiError, forbidden, notFound } from '../domain/errors.js';
import { moneyRow } from '../domain/ledger/access.js';
import { accountById } from '../domain/ledger/accounts.js';
import { lineageOf } from '../domain/resources/lineage.js';
import { readableReport } from '../domain/reports/access.js';
import { writeStatement } from '../domain/reports/statements.js';
import { dropFile, reportById, reportsDirectory, statusOf } from '../domain/reports/store.js';
import { mimeTypes } from '../domain/reports/writers.js';
import { secureId } from '../infra/random.js';
import { attachmentHeaders } from './attachment.js';
import { callerOf } from './caller.js';
import type { Context } from './context.js';

/** 403 instead of 404 on file paths (SPEC §8: the 'not allowed' notice), as for uploaded files. */
const asForbidden = (error: unknown) => {
  throw error instanceof ApiError && error.status === 404 ? forbidden() : error;
};

export function registerReportFileRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Params: { reportId: string } }>(routePatterns.reportFile, async (request, reply) => {
    const caller = requireSession(await callerOf(ctx, request));
    const row = await readableReport(
      ctx,
      caller,
      await reportById(ctx.db, request.params.reportId),
    ).catch(asForbidden);
    const status = statusOf(row, ctx.clock.now());
    if (status === 'expired' || status === 'archived') {
      dropFile(row.file_path);
      throw new ApiError(410, [{ title: REPORT_EXPIRED_MESSAGE, code: 'report-expired' }]);
    }
    if (status !== 'done' || !row.file_path || !row.file_name)
      throw new ApiError(409, [{ title: 'The report is not ready yet', code: 'report-not-ready' }]);
    const { size } = await stat(row.file_path);
    return reply
      .headers(attachmentHeaders(row.file_name, mimeTypes[row.format]))
      .header('content-length', size)
      .send(createReadStream(row.file_path));
  });

  app.get<{ Params: { accountId: string; file: string } }>(
    routePatterns.statementFile,
    async (request, reply) => {
      const caller = requireSession(await callerOf(ctx, request));
      const [month, format] = request.params.file.split('.') as [string, string | undefined];
      if (!statementFormats.includes(format as StatementFormat)) throw notFound();
      const account = await moneyRow(
        ctx,
        caller,
        await accountById(ctx.db, request.params.accountId),
        'accounts/get',
      ).catch(asForbidden);
      const lineage = (await lineageOf(ctx.db, account.organization_id)).map((row) => row.id);
      if (!statementPermissions.every((name) => caller.access.can(name, lineage)))
        throw forbidden();
      // Written to a temporary file first, so the download has a length (the progress ring) and nothing is
      // held in memory; the file goes once sent.
      const path = join(reportsDirectory(), `${secureId('stm')}.${format}`);
      try {
        await writeStatement(
          ctx.db,
          account,
          month,
          format as StatementFormat,
          ctx.clock.now(),
          path,
        );
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      const { size } = await stat(path);
      const stream = createReadStream(path);
      stream.once('close', () => void rm(path, { force: true }));
      return reply
        .headers(
          attachmentHeaders(
            `statement-${account.currency}-${month}.${format}`,
            mimeTypes[format as StatementFormat],
          ),
        )
        .header('content-length', size)
        .send(stream);
    },
  );
}
