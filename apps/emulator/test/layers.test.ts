// The lint rule that keeps the emulator's layers pointing down (eslint.config.js, README "Layers"): what it
// rejects and what it lets through.
import { describe, expect, it } from 'vitest';
import { lintErrors } from '../../../scripts/eslint/lintErrors';

const layerErrors = (code: string, filePath: string) => lintErrors(code, filePath);

const src = (path: string) => `apps/emulator/src/${path}`;
const DOMAIN = src('domain/Fixture.ts');

describe('the emulator layer rule', () => {
  it.each([
    ["import { registerActionRoutes } from '../http/actionRoutes.js';", DOMAIN],
    ["import type { Context } from '../http/context.js';", DOMAIN],
    ["export { areas } from '../actions/areas.js';", DOMAIN],
    ["import { seed } from '../seed/seed.js';", DOMAIN],
    ["import type { PusherServer } from '../realtime/pusherServer.js';", DOMAIN],
    ["import { defaultConfig } from '../config.js';", DOMAIN],
    ["import Fastify from 'fastify';", DOMAIN],
    ["import type { FastifyRequest } from 'fastify';", DOMAIN],
    ["import { ApiError } from '../../http/errors.js';", src('domain/payments/Fixture.ts')],
    ["import { Draw } from '../../seed/payments/draw.js';", src('domain/payments/Fixture.ts')],
    ["import { callerOf } from '../http/caller.js';", src('actions/Fixture.ts')],
    ["import { seed } from '../seed/seed.js';", src('actions/Fixture.ts')],
    ["import { ApiError } from '../../domain/errors.js';", src('infra/db/Fixture.ts')],
    ["import { Access } from '../domain/access/access.js';", src('realtime/Fixture.ts')],
    ["import { areas } from '../actions/areas.js';", src('seed/Fixture.ts')],
    ["import { seed } from '../seed/seed.js';", src('http/Fixture.ts')],
    ["import { createEmulator } from '../emulator.js';", src('http/Fixture.ts')],
  ])('rejects %s in %s', async (code, filePath) => {
    expect((await layerErrors(code, filePath)).length).toBeGreaterThan(0);
  });

  it.each([
    ["import { Clock } from '../infra/clock.js';", DOMAIN],
    ["import { ApiError } from './errors.js';", DOMAIN],
    ["import { ApiError } from '../errors.js';", src('domain/payments/Fixture.ts')],
    ["import { routes } from '@paydesk/api-client';", DOMAIN],
    ["import { ApiError } from '../domain/errors.js';", src('actions/Fixture.ts')],
    ["import type { PusherServer } from '../realtime/pusherServer.js';", src('actions/Fixture.ts')],
    ["import { feeOf } from '../../domain/payments/fees.js';", src('seed/payments/Fixture.ts')],
    ["import { areas } from '../actions/areas.js';", src('http/Fixture.ts')],
    ["import type { RunningConfig } from '../config.js';", src('http/Fixture.ts')],
    ["import Fastify from 'fastify';", src('http/Fixture.ts')],
    ["import { buildApp } from './http/app.js';", src('Fixture.ts')],
  ])('allows %s in %s', async (code, filePath) => {
    expect(await layerErrors(code, filePath)).toEqual([]);
  });

  it('says why', async () => {
    expect(await layerErrors("import { callerOf } from '../http/caller.js';", DOMAIN)).toEqual([
      expect.stringContaining('dependencies point down'),
    ]);
  });
});
