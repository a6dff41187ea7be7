/**
 * Matching benchmark: 10,000 action calls in flight, their answers pushed in random order.
 *
 * Budgets (issue 3): at least 400,000 answers/s, no task settling more than 4,000 answers, and the heap back to
 * its baseline afterwards. The rate is computed from the process's CPU time, so a machine shared with other work
 * measures the client rather than the scheduler; wall time is printed beside it.
 *
 * Run: pnpm --filter @paydesk/api-client bench   (node --expose-gc, sources through tsx)
 */
import { ApiClient } from '../src/client';
import { MAX_ANSWERS_PER_TASK } from '../src/constants';
import { main } from '../src/contract/main';
import type { ChannelHandlers, PushSocket, SocketState } from '../src/transport/push';

const CALLS = 10_000;
const ROUNDS = 15;
const WARMUP_ROUNDS = 3;
const BUDGET_ANSWERS_PER_SECOND = 400_000;
const BUDGET_HEAP_GROWTH_BYTES = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('Run with node --expose-gc');
  process.exit(2);
}

/** A push socket that delivers whatever the bench pushes, synchronously. */
class BenchSocket implements PushSocket {
  state: SocketState = 'initialized';
  handlers: ChannelHandlers | undefined;
  #listener: ((state: SocketState) => void) | undefined;
  connect() {
    this.state = 'connected';
    this.#listener?.('connected');
    this.handlers?.subscribed();
  }
  disconnect() {
    this.state = 'disconnected';
  }
  onStateChange(listener: (state: SocketState) => void) {
    this.#listener = listener;
    return () => (this.#listener = undefined);
  }
  subscribe(_channel: string, handlers: ChannelHandlers) {
    this.handlers = handlers;
    return () => (this.handlers = undefined);
  }
}

// The provider acknowledges at once; building real Response objects would measure undici, not the client.
const headers = new Headers({ 'Content-Type': 'application/vnd.api+json' });
const fetchStub = (async (_url: RequestInfo | URL, init?: RequestInit) => {
  const reference = (JSON.parse(String(init?.body)) as { data: { requestReference: string } }).data
    .requestReference;
  const text = `{"meta":{"requestReference":"${reference}","status":"accepted"}}`;
  return { ok: true, status: 202, headers, text: async () => text } as unknown as Response;
}) as typeof fetch;

let sequence = 0;

interface Bench {
  client: ApiClient;
  socket: BenchSocket;
}

function bench(validateAnswers: boolean): Bench {
  const socket = new BenchSocket();
  const client = new ApiClient({
    fetch: fetchStub,
    push: socket,
    visibility: false,
    validateAnswers,
    newReference: () => `ref-${(++sequence).toString(36).padStart(8, '0')}`,
  });
  client.startSession('bench');
  return { client, socket };
}

const user = (index: number) => ({
  data: {
    type: 'user',
    id: `u${index}`,
    attributes: {
      email: `user${index}@paydesk.test`,
      name: `User ${index}`,
      twoFaEnabled: index % 2 === 0,
    },
  },
});

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}

const macrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Round {
  wallMs: number;
  cpuMs: number;
  maxPerTask: number;
}

async function round({ client, socket }: Bench): Promise<Round> {
  const first = sequence + 1;
  const calls = Array.from({ length: CALLS }, () => client.call(main.actions['users/me']));
  // Let every acknowledgement land.
  for (let tick = 0; tick < 5; tick += 1) await macrotask();
  const answers = shuffle(
    Array.from({ length: CALLS }, (_, index) => ({
      requestReference: `ref-${(first + index).toString(36).padStart(8, '0')}`,
      action: 'users/me',
      document: user(first + index),
    })),
  );
  gc!();
  client.metrics.maxAnswersPerTask = 0;
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  const handlers = socket.handlers!;
  for (const answer of answers) handlers.event('answer', answer);
  const results = await Promise.all(calls);
  const wallMs = performance.now() - wallBefore;
  const cpu = process.cpuUsage(cpuBefore);
  // The last task's count is recorded when that task ends.
  await macrotask();
  // Every call got its own answer, validated.
  results.forEach((result, index) => {
    if (result.data.id !== `u${first + index}`)
      throw new Error(`call ${index} got ${result.data.id}`);
  });
  return {
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxPerTask: client.metrics.maxAnswersPerTask,
  };
}

function heapUsed(): number {
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

interface Figures {
  rate: number;
  wallRate: number;
  maxPerTask: number;
  growth: number;
  pending: number;
}

/** Warms up (JIT, valibot) for {@link WARMUP_ROUNDS}, then measures {@link ROUNDS} rounds and the heap before and after. */
async function measure(validateAnswers: boolean): Promise<Figures> {
  const setup = bench(validateAnswers);
  for (let index = 0; index < WARMUP_ROUNDS; index += 1) await round(setup);
  const baseline = heapUsed();
  const rounds: Round[] = [];
  for (let index = 0; index < ROUNDS; index += 1) rounds.push(await round(setup));
  for (let tick = 0; tick < 3; tick += 1) await macrotask();
  const growth = heapUsed() - baseline;
  const best = Math.min(...rounds.map((r) => r.cpuMs));
  const bestWall = Math.min(...rounds.map((r) => r.wallMs));
  const figures = {
    rate: Math.round(CALLS / (best / 1000)),
    wallRate: Math.round(CALLS / (bestWall / 1000)),
    maxPerTask: Math.max(...rounds.map((r) => r.maxPerTask)),
    growth,
    pending: setup.client.pendingCount,
  };
  setup.client.dispose();
  return figures;
}

const format = (value: number) => value.toLocaleString('en-US');
const matching = await measure(false);
const validating = await measure(true);

const checks = [
  {
    name: 'answers matched per second (CPU time)',
    value: format(matching.rate),
    budget: `≥ ${format(BUDGET_ANSWERS_PER_SECOND)}`,
    ok: matching.rate >= BUDGET_ANSWERS_PER_SECOND,
  },
  ...[
    ['matching', matching],
    ['validating', validating],
  ].flatMap(([label, figures]) => {
    const f = figures as Figures;
    return [
      {
        name: `${label as string}: most answers settled in one task`,
        value: format(f.maxPerTask),
        budget: `≤ ${format(MAX_ANSWERS_PER_TASK)}`,
        ok: f.maxPerTask <= MAX_ANSWERS_PER_TASK,
      },
      {
        name: `${label as string}: heap growth after ${ROUNDS} rounds`,
        value: `${(f.growth / 1024).toFixed(0)} KiB`,
        budget: `≤ ${BUDGET_HEAP_GROWTH_BYTES / 1024} KiB`,
        ok: f.growth <= BUDGET_HEAP_GROWTH_BYTES,
      },
      {
        name: `${label as string}: calls still pending`,
        value: String(f.pending),
        budget: '0',
        ok: f.pending === 0,
      },
    ];
  }),
];

console.log(
  `@paydesk/api-client matching benchmark: ${format(CALLS)} calls in flight, answers pushed in random order, best of ${ROUNDS} rounds`,
);
console.log(
  `  matching only (Map lookup, settle):       ${format(matching.rate)} answers/s CPU, ${format(matching.wallRate)} answers/s wall`,
);
console.log(
  `  with valibot validation of every answer:  ${format(validating.rate)} answers/s CPU, ${format(validating.wallRate)} answers/s wall (no budget; the default)`,
);
for (const check of checks) {
  console.log(
    `  ${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.value} (budget ${check.budget})`,
  );
}
process.exit(checks.every((check) => check.ok) ? 0 : 1);
