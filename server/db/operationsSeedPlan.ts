import { PaymentStatus } from '../../src/api/schemas/payment.js';
import { PaymentType } from '../../src/api/schemas/paymentProvider.js';
import type { hotels } from './schema.js';
import {
  BOARD_EUR,
  CANCELLED_PAYMENTS,
  NIGHT_EUR,
  ORDER_MIX,
  PENDING_PAYMENTS,
  ROOM_FACTOR,
  type People,
} from './operationsSeedData.js';
import type { Random } from './seedRandom.js';

/**
 * One demo order planned in memory: its row, lines, travellers and payments (each with the statuses it went
 * through and, for bank transfers, its transfer). The mix is fixed by the order's position, so every order
 * status, payment status and payment type occurs in every tenant; the rest is drawn from the tenant's generator.
 */
const DAY = 86_400_000;

type Currency = { code: string; decimals: number; rate: string };
type Scenario = readonly (number | 'BT')[];

export interface PlannedPayment {
  payment: {
    type: number;
    status: number;
    amount: string;
    currency: string;
    payer: string;
    email: string;
    bankAccountId: number | null;
    paymentProviderId: number | null;
    pushStatus: number;
    providerReference: string | null;
    idempotencyKey: string;
    creationTime: Date;
    lastModificationTime: Date | null;
  };
  history: {
    fromStatus: number | null;
    toStatus: number;
    reason: string | null;
    creationTime: Date;
    byStaff: boolean;
  }[];
  transfer?: {
    reference: string;
    amount: string;
    currency: string;
    payerName: string;
    payerEmail: string;
    bankAccountId: number;
    status: number;
    statusTime: Date | null;
    creationTime: Date;
  };
}

export interface PlanInput {
  index: number;
  now: number;
  voucherNo: string;
  customer: { id: number; name: string; surname: string; emailAddress: string };
  people: People;
  hotel: typeof hotels.$inferSelect;
  currencies: Currency[];
  agentCodes: string[];
  bankAccounts: { id: number; currency: string }[];
  providers: Record<number, number | null>;
}

/** Minor units as the stored decimal text ("12345" with 2 places is "123.45"). */
export const decimalText = (minor: number, decimals: number) => {
  if (decimals === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The path of statuses a payment took to reach `final` (creation first). */
function pathTo(final: number, r: Random): number[] {
  if (final === 0) return [0];
  if (final === 10) return [0, 10];
  if (final === 50) return [0, 10, 50];
  if (final === 20) return r.chance(0.3) ? [0, 10, 50, 20] : [0, 10, 20];
  if (final === 40) return r.chance(0.5) ? [0, 40] : [0, 10, 40];
  return [0, 10, final];
}

export function planOrder(r: Random, input: PlanInput) {
  const { index, now, people, hotel, customer } = input;
  const status = ORDER_MIX[index % ORDER_MIX.length]!;
  const created = now - r.int(0, 119) * DAY - r.int(0, 86_399) * 1000;
  const lead = r.int(3, 100) * DAY;
  // A booking still waiting for (part of) its payment is for a stay to come: a stay that is over is no longer payable
  // online unless the tenant allows it. Such an order booked long ago travels `lead` days from today instead.
  const checkIn = (status === 1 || status === 2) && created + lead < now + DAY ? now + lead : created + lead;
  const nights = r.int(2, 10);
  const adults = r.int(1, 3);
  const children = r.chance(0.35) ? r.int(1, 2) : 0;
  const byDefault = r.chance(0.7) || input.currencies.length === 1;
  const currency = byDefault ? input.currencies[0]! : r.pick(input.currencies.slice(1));
  const eur = input.currencies.find((c) => c.code === 'EUR') ?? input.currencies[0]!;
  // A EUR price in the order's currency, in minor units: EUR → default (EUR's rate) → currency (its rate).
  const price = (euros: number) =>
    Math.round(((euros * Number(eur.rate)) / Number(currency.rate)) * 10 ** currency.decimals);

  const room = r.pick(hotel.roomTypes.filter((t) => t.maxOccupancy >= Math.min(adults + children, 4)));
  const nightly = price(NIGHT_EUR[hotel.stars]! * (ROOM_FACTOR[room.code] ?? 1) * (0.85 + r.next() * 0.4));
  const lines = [
    {
      kind: 1,
      code: room.code,
      description: `${room.name}, ${nights} nights`,
      quantity: nights,
      unit: nightly,
    },
  ];
  const board = r.pick(hotel.boardTypes);
  const boardPrice = BOARD_EUR[board];
  if (boardPrice) {
    const [euros, name] = boardPrice;
    lines.push({
      kind: 2,
      code: board,
      description: name,
      quantity: nights * (adults + children),
      unit: price(euros),
    });
  }
  if (r.chance(0.4))
    lines.push({ kind: 3, code: 'TRF', description: 'Airport transfer', quantity: 1, unit: price(30) });
  if (r.chance(0.25))
    lines.push({
      kind: 3,
      code: 'INS',
      description: 'Travel insurance',
      quantity: adults + children,
      unit: price(6),
    });
  const amount = lines.reduce((sum, l) => sum + l.quantity * l.unit, 0);
  const money = (minor: number) => decimalText(minor, currency.decimals);

  const payer = `${customer.name} ${customer.surname}`;
  const account = input.bankAccounts.find((a) => a.currency === currency.code) ?? null;
  let seq = 0;
  const planned: PlannedPayment[] = [];
  const received: { changes: Record<string, [unknown, unknown]>; creationTime: Date }[] = [];
  let paid = 0;
  const pay = (final: number, minor: number, wantBankTransfer = false) => {
    seq += 1;
    const bt = (wantBankTransfer || r.chance(0.25)) && account !== null && [10, 20, 30, 40].includes(final);
    const type = bt
      ? PaymentType.BankTransfer
      : r.chance(0.6)
        ? PaymentType.CreditCard
        : PaymentType.AlternativePayment;
    const start = Math.max(
      created,
      Math.min(created + seq * r.int(1, 72) * 3_600_000, now - 60_000 * (10 - seq)),
    );
    const steps = pathTo(final, r);
    let at = start;
    const history = steps.map((to, i) => {
      if (i > 0) at = Math.min(at + r.int(2, 240) * 60_000, now);
      return {
        fromStatus: i === 0 ? null : steps[i - 1]!,
        toStatus: to,
        reason: to === 20 && bt ? 'Bank transfer committed' : null,
        creationTime: new Date(at),
        byStaff: to === 20 && bt,
      };
    });
    const last = history[history.length - 1]!.creationTime;
    const reference = `${input.voucherNo}-${seq}`;
    planned.push({
      payment: {
        type,
        status: final,
        amount: money(minor),
        currency: currency.code,
        payer,
        email: customer.emailAddress,
        bankAccountId: bt ? account.id : null,
        paymentProviderId: input.providers[type] ?? null,
        pushStatus: final === 20 ? (r.chance(0.85) ? 1 : r.chance(0.5) ? 2 : 0) : 0,
        providerReference: bt
          ? null
          : `SIM-${(input.index * 7919 + seq * 104729).toString(36).toUpperCase()}`,
        idempotencyKey: `seed-${input.voucherNo}-${seq}`,
        creationTime: new Date(start),
        lastModificationTime: steps.length > 1 ? last : null,
      },
      history,
      ...(bt
        ? {
            transfer: {
              reference: `BT-${reference}`,
              amount: money(minor),
              currency: currency.code,
              payerName: payer,
              payerEmail: customer.emailAddress,
              bankAccountId: account.id,
              status: final === 20 ? 2 : final === 30 ? 4 : final === 40 ? 3 : 1,
              statusTime: final === 10 ? null : last,
              creationTime: new Date(start),
            },
          }
        : {}),
    });
    if (final === PaymentStatus.Succeeded) {
      const before = paid;
      paid += minor;
      const statusBefore = before === 0 ? 1 : 2;
      const statusAfter = paid >= amount ? 3 : 2;
      received.push({
        changes: {
          paidAmount: [money(before), money(paid)],
          ...(statusAfter !== statusBefore ? { status: [statusBefore, statusAfter] } : {}),
        },
        creationTime: last,
      });
    }
  };

  let isPartialPayment = false;
  if (status === 3) {
    if (r.chance(0.3)) pay(r.pick([30, 40]), amount);
    if (r.chance(0.2) && amount > 10) {
      isPartialPayment = true;
      const deposit = Math.round(amount * 0.3);
      pay(20, deposit);
      pay(20, amount - deposit);
    } else pay(20, amount, index % 4 === 0);
  } else if (status === 2) {
    isPartialPayment = true;
    const deposit = Math.max(1, Math.round(amount * (0.3 + r.next() * 0.2)));
    pay(20, deposit, index % 3 === 0);
    if (r.chance(0.5)) pay(r.pick([0, 10, 50]), amount - deposit, index % 6 === 1);
  } else {
    const scenarios: readonly Scenario[] = status === 1 ? PENDING_PAYMENTS : CANCELLED_PAYMENTS;
    const scenario = scenarios[Math.floor(index / ORDER_MIX.length) % scenarios.length]!;
    if (scenario.length) pay(scenario[0] as number, amount, scenario[1] === 'BT');
    isPartialPayment = status === 1 && r.chance(0.2);
  }

  return {
    order: {
      voucherNo: input.voucherNo,
      userCode: r.chance(0.75) ? r.pick(input.agentCodes) : null,
      customerId: customer.id,
      hotelId: hotel.id,
      checkInDate: day(checkIn),
      checkOutDate: day(checkIn + nights * DAY),
      adults,
      children,
      amount: money(amount),
      paidAmount: money(paid),
      currency: currency.code,
      isPartialPayment,
      status,
      creationTime: new Date(created),
      lastModificationTime: received.length ? received[received.length - 1]!.creationTime : null,
    },
    lines: lines.map((l) => ({
      kind: l.kind,
      code: l.code,
      description: l.description,
      quantity: l.quantity,
      unitPrice: money(l.unit),
      amount: money(l.unit * l.quantity),
    })),
    travellers: [
      { kind: 1, firstName: customer.name, lastName: customer.surname, birthDate: null, isLead: true },
      ...Array.from({ length: adults - 1 }, () => ({
        kind: 1,
        firstName: nameOf(r.pick([...people.male, ...people.female])),
        lastName: customer.surname,
        birthDate: null,
        isLead: false,
      })),
      ...Array.from({ length: children }, () => ({
        kind: 2,
        firstName: nameOf(r.pick([...people.male, ...people.female])),
        lastName: customer.surname,
        birthDate: day(checkIn - r.int(2, 14) * 365 * DAY - r.int(0, 364) * DAY),
        isLead: false,
      })),
    ],
    payments: planned,
    received,
  };
}

const nameOf = (name: string | [string, string]) => (typeof name === 'string' ? name : name[0]);
