import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { CZECH_NAMES, SLOVAK_NAMES } from '../src/demo/czech-names.ts';
import { type GenerateOrdersOptions, generateOrders } from '../src/demo/generate-orders.ts';

const OPTIONS: GenerateOrdersOptions = {
  seed: 42,
  orders: 20_000,
  start: '2023-01-01',
  end: '2024-12-31',
  shopProfile: 'coffee',
};

function take(options: GenerateOrdersOptions, count: number): OrderInput[] {
  const taken: OrderInput[] = [];
  for (const order of generateOrders(options)) {
    taken.push(order);
    if (taken.length === count) break;
  }
  return taken;
}

/** The offset of Europe/Prague at an instant, from the platform's time-zone database (independent of the generator). */
const pragueParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  timeZoneName: 'longOffset',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
function getPragueWallTime(instant: number): { wall: string; offset: string } {
  const parts = Object.fromEntries(pragueParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    wall: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`,
    offset: String(parts.timeZoneName).replace('GMT', ''),
  };
}

const sumCents = (values: number[]) => values.reduce((total, value) => total + Math.round(value * 100), 0);

describe('generateOrders: determinism', () => {
  it('yields the same first 1,000 orders for the same seed', () => {
    expect(take(OPTIONS, 1000)).toEqual(take(OPTIONS, 1000));
  });

  it('yields different orders for another seed or another shop', () => {
    const first = take(OPTIONS, 1000);
    const otherSeed = take({ ...OPTIONS, seed: 43 }, 1000);
    expect(otherSeed).not.toEqual(first);
    expect(
      otherSeed.filter((order, index) => order.customerEmail === first[index]!.customerEmail).length,
    ).toBeLessThan(100);
    const herbs = take({ ...OPTIONS, shopProfile: 'herbs' }, 10);
    expect(herbs.every((order) => order.items!.every((item) => !item.productCode!.startsWith('KZ-')))).toBe(
      true,
    );
  });

  it('does no work until the first order is asked for', () => {
    const iterator = generateOrders({ ...OPTIONS, start: 'not a date' });
    expect(() => iterator.next()).toThrow(/start must be a date/);
  });

  it('refuses impossible options', () => {
    expect(() => take({ ...OPTIONS, start: '2024-02-30' }, 1)).toThrow(RangeError);
    expect(() => take({ ...OPTIONS, start: '2025-01-01' }, 1)).toThrow(/end must not be before start/);
    expect(() => take({ ...OPTIONS, orders: -1 }, 1)).toThrow(RangeError);
    expect(take({ ...OPTIONS, orders: 0 }, 1)).toEqual([]);
  });
});

describe('generateOrders: 20,000 orders of the coffee shop', () => {
  let orders: OrderInput[];
  let summary: { orders: number; items: number; customers: number };

  beforeAll(() => {
    orders = [];
    const iterator = generateOrders(OPTIONS);
    for (let result = iterator.next(); ; result = iterator.next()) {
      if (result.done) {
        summary = result.value;
        break;
      }
      orders.push(result.value);
    }
  });

  it('yields exactly the requested orders, customers and items', () => {
    expect(orders).toHaveLength(20_000);
    expect(summary.orders).toBe(20_000);
    expect(summary.items).toBe(orders.reduce((total, order) => total + order.items!.length, 0));
    expect(new Set(orders.map((order) => order.customerEmail)).size).toBe(summary.customers);
    // A quarter of the orders by default, give or take the scheduler's slack.
    expect(summary.customers).toBeGreaterThan(4900);
    expect(summary.customers).toBeLessThanOrEqual(5000);
    expect(new Set(orders.map((order) => order.orderId)).size).toBe(20_000);
  });

  it('matches the canonical order contract', () => {
    for (const order of orders.slice(0, 2000)) expect(() => orderInputSchema.parse(order)).not.toThrow();
  });

  it('has revenue equal to the sum of its lines and margin equal to the sum of known line margins', () => {
    const problems: string[] = [];
    for (const order of orders) {
      const items = order.items!;
      if (items.length < 1 || items.length > 6) problems.push(`${order.orderId}: ${items.length} lines`);
      const linesCents = items.reduce(
        (total, item) => total + Math.round(item.unitPrice * 100) * (item.quantity ?? 1),
        0,
      );
      if (Math.round(order.revenue * 100) !== linesCents)
        problems.push(`${order.orderId}: revenue ${order.revenue}`);
      const lineMargins = items.map((item) => item.margin);
      const expected = lineMargins.some((margin) => margin === null || margin === undefined)
        ? null
        : sumCents(lineMargins as number[]);
      const actual =
        order.margin === null || order.margin === undefined ? null : Math.round(order.margin * 100);
      if (actual !== expected) problems.push(`${order.orderId}: margin ${order.margin}`);
    }
    expect(problems).toEqual([]);
    const averageLines = summary.items / orders.length;
    expect(averageLines).toBeGreaterThan(2.3);
    expect(averageLines).toBeLessThan(2.7);
  });

  it('exercises the uncategorised label and the 30 % margin estimate', () => {
    expect(orders.some((order) => order.items!.some((item) => item.category === null))).toBe(true);
    expect(orders.some((order) => order.margin === null)).toBe(true);
    const withoutMargin = orders.filter((order) => order.margin === null).length / orders.length;
    expect(withoutMargin).toBeLessThan(0.1);
  });

  it('is in date order within the range, with Prague offsets that follow summer time', () => {
    const problems: string[] = [];
    let previous = Number.NEGATIVE_INFINITY;
    for (const order of orders) {
      const instant = Date.parse(order.orderDate);
      const day = order.orderDate.slice(0, 10);
      const prague = getPragueWallTime(instant);
      if (
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/.test(order.orderDate) ||
        instant < previous ||
        day < OPTIONS.start ||
        day > OPTIONS.end ||
        order.orderDate !== `${prague.wall}${prague.offset}`
      ) {
        problems.push(`${order.orderId}: ${order.orderDate} (Prague: ${prague.wall}${prague.offset})`);
      }
      previous = instant;
    }
    expect(problems).toEqual([]);
    expect(orders.find((order) => order.orderDate.startsWith('2024-07'))!.orderDate).toMatch(/\+02:00$/);
    expect(orders.find((order) => order.orderDate.startsWith('2024-01'))!.orderDate).toMatch(/\+01:00$/);
    // 31 March 2024 02:00 → 03:00; 27 October 2024 03:00 → 02:00.
    const springForward = orders.filter((order) => order.orderDate.startsWith('2024-03-31'));
    expect(springForward.filter((order) => order.orderDate.slice(11, 13) === '02')).toEqual([]);
    expect(springForward.at(-1)!.orderDate).toMatch(/\+02:00$/);
  });

  it('has a Christmas peak, a summer dip, a Black Friday spike and evening shopping', () => {
    const perMonth = new Map<string, number>();
    const perDay = new Map<string, number>();
    const perHour = new Array<number>(24).fill(0);
    for (const order of orders) {
      perMonth.set(order.orderDate.slice(0, 7), (perMonth.get(order.orderDate.slice(0, 7)) ?? 0) + 1);
      perDay.set(order.orderDate.slice(0, 10), (perDay.get(order.orderDate.slice(0, 10)) ?? 0) + 1);
      perHour[Number(order.orderDate.slice(11, 13))]!++;
    }
    for (const year of ['2023', '2024']) {
      expect(perMonth.get(`${year}-12`)!).toBeGreaterThan(perMonth.get(`${year}-07`)! * 1.3);
      expect(perMonth.get(`${year}-11`)!).toBeGreaterThan(perMonth.get(`${year}-06`)! * 1.3);
    }
    const november2024 = [...perDay.entries()].filter(([day]) => day.startsWith('2024-11'));
    const busiest = november2024.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    expect(busiest[0]).toBe('2024-11-29');
    expect(perHour[20]!).toBeGreaterThan(perHour[10]!);
    expect(perHour[10]!).toBeGreaterThan(perHour[3]! * 5);
  });

  it('cancels 2–7 % of orders, in Czech statuses consistent with payment', () => {
    const cancelled = orders.filter((order) => order.cancelled);
    expect(cancelled.length / orders.length).toBeGreaterThan(0.02);
    expect(cancelled.length / orders.length).toBeLessThan(0.07);
    const statuses = new Set(orders.map((order) => order.status));
    expect([...statuses].sort()).toEqual(['Odeslána', 'Stornována', 'Vyřízena', 'Čeká na platbu']);
    const onlinePayments = ['Kartou online', 'Apple Pay / Google Pay', 'GoPay'];
    const problems = orders.filter(
      (order) =>
        (order.status === 'Stornována') !== order.cancelled ||
        ((order.cancelled || order.status === 'Čeká na platbu') && order.paid !== false) ||
        (order.status === 'Vyřízena' && order.paid !== true) ||
        (order.status === 'Čeká na platbu' && order.paymentMethod !== 'Převodem') ||
        order.online !== onlinePayments.includes(order.paymentMethod!) ||
        (order.shippingMethod === 'Osobní odběr' &&
          (order.customerCity !== 'Praha' || order.paymentMethod === 'Dobírka')),
    );
    expect(problems).toEqual([]);
    expect(orders.some((order) => order.paymentMethod === 'Převodem' && order.cancelled)).toBe(true);
  });

  it('has repeat buyers with a skewed frequency: most buy once, a few very often', () => {
    const perCustomer = new Map<string, number>();
    for (const order of orders)
      perCustomer.set(order.customerEmail!, (perCustomer.get(order.customerEmail!) ?? 0) + 1);
    const counts = [...perCustomer.values()];
    const repeatShare = counts.filter((count) => count >= 2).length / counts.length;
    expect(repeatShare).toBeGreaterThan(0.2);
    expect(repeatShare).toBeLessThan(0.45);
    expect(counts.filter((count) => count === 2).length).toBeGreaterThan(
      counts.filter((count) => count === 5).length,
    );
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(20);
  });

  it('describes Czech and a few Slovak customers consistently', () => {
    const femaleFirstNames = new Set([...CZECH_NAMES.female, ...SLOVAK_NAMES.female].map(([name]) => name));
    const maleFirstNames = new Set([...CZECH_NAMES.male, ...SLOVAK_NAMES.male].map(([name]) => name));
    const femaleSurnames = new Set(
      [...CZECH_NAMES.surnames, ...SLOVAK_NAMES.surnames].map(([, female]) => female),
    );
    const maleSurnames = new Set([...CZECH_NAMES.surnames, ...SLOVAK_NAMES.surnames].map(([male]) => male));
    const ascii = (value: string) =>
      value
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const emailPattern =
      /^[a-z0-9._]+@(seznam\.cz|gmail\.com|email\.cz|centrum\.cz|post\.cz|volny\.cz|icloud\.com|outlook\.com|azet\.sk|centrum\.sk|zoznam\.sk|post\.sk)$/;
    const nameByEmail = new Map<string, string>();
    const problems: string[] = [];
    let women = 0;
    for (const order of orders) {
      const [first, surname, ...rest] = order.customerName!.split(' ');
      const email = order.customerEmail!;
      const isWoman = femaleFirstNames.has(first!);
      if (isWoman) women++;
      const nameIsRight = isWoman
        ? // -ová, or -á for the adjectival names (Novotný → Novotná).
          femaleSurnames.has(surname!) && /(ová|á)$/.test(surname!)
        : maleFirstNames.has(first!) && maleSurnames.has(surname!) && !/ová$/.test(surname!);
      if (
        rest.length > 0 ||
        !nameIsRight ||
        !emailPattern.test(email) ||
        !email.split('@')[0]!.includes(ascii(surname!)) ||
        (nameByEmail.get(email) ?? order.customerName) !== order.customerName ||
        (order.customerPhone !== null && !/^\+42[01] \d{3} \d{3} \d{3}$/.test(order.customerPhone!)) ||
        !/^\d{3} \d{2}$/.test(order.customerZip!) ||
        order.currency !== 'CZK'
      ) {
        problems.push(`${order.customerName} <${email}> ${order.customerPhone} ${order.customerZip}`);
      }
      nameByEmail.set(email, order.customerName!);
    }
    expect(problems).toEqual([]);
    expect(women / orders.length).toBeGreaterThan(0.35);
    expect(women / orders.length).toBeLessThan(0.6);
    expect(orders.some((order) => order.customerName!.endsWith('ová'))).toBe(true);
    const slovak = orders.filter((order) => order.customerCountry === 'SK');
    expect(slovak.length / orders.length).toBeGreaterThan(0.01);
    expect(slovak.length / orders.length).toBeLessThan(0.06);
    expect(slovak.every((order) => !order.customerPhone || order.customerPhone.startsWith('+421'))).toBe(
      true,
    );
    const prague = orders.filter((order) => order.customerCity === 'Praha').length / orders.length;
    expect(prague).toBeGreaterThan(0.1);
    expect(prague).toBeLessThan(0.3);
  });

  it('has acquisition sources with campaigns, seasonal ones included', () => {
    const campaigns = new Set(orders.map((order) => order.acquisitionCampaign));
    for (const campaign of [
      'Brand – Search',
      'PMax – Káva',
      'Sklik – Zrnková káva',
      'Meta – Remarketing',
      'Vánoce 2024',
    ]) {
      expect(campaigns.has(campaign)).toBe(true);
    }
    const sources = new Set(orders.map((order) => order.acquisitionSource));
    expect([...sources].sort()).toEqual(
      [
        'direct',
        'facebook / paid',
        'google / cpc',
        'google / organic',
        'heureka',
        'newsletter',
        'seznam / organic',
        'seznam / sklik',
        'zbozi.cz',
      ].sort(),
    );
    for (const order of orders) {
      if (order.acquisitionCampaign?.startsWith('Vánoce'))
        expect(order.orderDate.slice(5, 7)).toMatch(/^1[12]$/);
      if (['direct', 'heureka', 'zbozi.cz'].includes(order.acquisitionSource!))
        expect(order.acquisitionCampaign).toBeNull();
    }
  });

  it('puts products bought together into the same basket', () => {
    const lift = (first: string, second: string) => {
      let firstOnly = 0;
      let secondOnly = 0;
      let both = 0;
      for (const order of orders) {
        const codes = new Set(order.items!.map((item) => item.productCode));
        if (codes.has(first)) firstOnly++;
        if (codes.has(second)) secondOnly++;
        if (codes.has(first) && codes.has(second)) both++;
      }
      return { both, lift: (both * orders.length) / (firstOnly * secondOnly) };
    };
    const aeropress = lift('PR-AERO', 'FI-AERO-350');
    expect(aeropress.both).toBeGreaterThan(30);
    expect(aeropress.lift).toBeGreaterThan(5);
    const dripper = lift('PR-V60-02', 'FI-V60-100');
    expect(dripper.both).toBeGreaterThan(50);
    expect(dripper.lift).toBeGreaterThan(2);
    // Unrelated products meet only by chance.
    expect(lift('ML-EUR-MIG', 'KAP-VAN-10').lift).toBeLessThan(2);
  });
});

describe('generateOrders: the herbal pharmacy', () => {
  const orders = [...generateOrders({ ...OPTIONS, seed: 5, orders: 5000, shopProfile: 'herbs' })];

  it('sells its own catalogue, mostly to women, with pick-up in Brno', () => {
    const categories = new Set(orders.flatMap((order) => order.items!.map((item) => item.category)));
    for (const category of ['Bylinné čaje', 'Tinktury', 'Přírodní kosmetika', 'Doplňky stravy', null]) {
      expect(categories.has(category)).toBe(true);
    }
    expect(categories.has('Zrnková káva')).toBe(false);
    const femaleFirstNames = new Set([...CZECH_NAMES.female, ...SLOVAK_NAMES.female].map(([name]) => name));
    const women = orders.filter((order) => femaleFirstNames.has(order.customerName!.split(' ')[0]!)).length;
    expect(women / orders.length).toBeGreaterThan(0.6);
    const pickups = orders.filter((order) => order.shippingMethod === 'Osobní odběr');
    expect(pickups.length).toBeGreaterThan(0);
    expect(pickups.every((order) => order.customerCity === 'Brno')).toBe(true);
    expect(orders.some((order) => order.acquisitionCampaign === 'PMax – Bylinky')).toBe(true);
  });

  it('sells tea with honey', () => {
    const withTea = orders.filter((order) => order.items!.some((item) => item.productCode!.startsWith('C')));
    const withHoney = (list: OrderInput[]) =>
      list.filter((order) => order.items!.some((item) => item.productCode!.startsWith('MS-MED'))).length /
      list.length;
    expect(withHoney(withTea)).toBeGreaterThan(withHoney(orders) * 1.3);
  });
});

describe('generateOrders: a long catalogue (products option)', () => {
  const orders = [...generateOrders({ ...OPTIONS, orders: 20_000, products: 1500 })];
  const lines = orders.flatMap((order) => order.items!);
  const sold = new Map<string, number>();
  for (const line of lines) sold.set(line.productCode!, (sold.get(line.productCode!) ?? 0) + 1);

  it('sells at least 1,500 distinct products with a long tail', () => {
    expect(sold.size).toBeGreaterThanOrEqual(1500);
    const counts = [...sold.values()].sort((a, b) => b - a);
    // The best tenth of the catalogue sells far more than the last half together.
    const top = counts.slice(0, counts.length / 10).reduce((sum, count) => sum + count, 0);
    const tail = counts.slice(counts.length / 2).reduce((sum, count) => sum + count, 0);
    expect(top).toBeGreaterThan(2 * tail);
  });

  it('keeps the profile products as the first variants, and names every variant apart', () => {
    expect(sold.get('PR-AERO')).toBeGreaterThan(sold.get('PR-AERO-V1') ?? 0);
    const names = new Map<string, string>();
    for (const line of lines) names.set(line.productCode!, line.productName!);
    expect(new Set(names.values()).size).toBe(names.size);
    expect(names.get('PR-AERO-V1')).toBe(`${names.get('PR-AERO')}, velké balení`);
  });

  it('still puts products bought together into one basket across their variants', () => {
    const isAeropress = (code: string) => code === 'PR-AERO' || code.startsWith('PR-AERO-V');
    const isFilter = (code: string) => code === 'FI-AERO-350' || code.startsWith('FI-AERO-350-V');
    const has = (order: OrderInput, test: (code: string) => boolean) =>
      order.items!.some((item) => test(item.productCode!));
    const withPress = orders.filter((order) => has(order, isAeropress));
    const share = (list: OrderInput[]) => list.filter((order) => has(order, isFilter)).length / list.length;
    expect(share(withPress)).toBeGreaterThan(share(orders) * 3);
  });
});

describe('generateOrders: memory', () => {
  it('streams 200,000 orders without holding them', () => {
    // Retained memory is what matters, so collect garbage before each sample.
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    collectGarbage();
    const baseline = process.memoryUsage();
    let peakHeap = 0;
    let peakBuffers = 0;
    let count = 0;
    for (const _order of generateOrders({ ...OPTIONS, orders: 200_000 })) {
      count++;
      if (count % 20_000 === 0) {
        collectGarbage();
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed - baseline.heapUsed);
        peakBuffers = Math.max(peakBuffers, now.arrayBuffers - baseline.arrayBuffers);
      }
    }
    expect(count).toBe(200_000);
    expect(peakHeap).toBeLessThan(50 * 1024 * 1024);
    // 50,000 customers in typed arrays take a few megabytes.
    expect(peakBuffers).toBeLessThan(10 * 1024 * 1024);
  });
});
