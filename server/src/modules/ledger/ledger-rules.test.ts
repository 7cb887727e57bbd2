import {
  agingBucket,
  defaultTermFees,
  dueSchedule,
  expectedCharges,
  parseDollars,
  percentOf,
  totalCents,
  type ClassFees,
  type FeePlacement,
  type PlacementStatusName,
  type StandingCharge,
  type TermFees,
} from '@coop/contract';
import { describe, expect, it } from 'vitest';

// The ledger's rules as a table: what a household owes for its placements, what falls due when, and the small
// arithmetic under them. The server posts, and the form and statement show, exactly these results.

const fees = new Map<string, ClassFees>(
  [
    { classKey: 'art', classFee: 10_000, supplyFee: 2_000, deposit: 3_000 },
    { classKey: 'math', classFee: 6_000, supplyFee: 0, deposit: 0 },
    { classKey: 'choir', classFee: 0, supplyFee: 500, deposit: 0 },
  ].map((item) => [item.classKey, item]),
);

const term = (changes: Partial<TermFees> = {}): TermFees => ({ ...defaultTermFees('2026-27'), ...changes });

let next = 0;
const place = (studentName: string, classKey: string, status: PlacementStatusName = 'held', statusOn = '2026-09-01') =>
  ({
    placementId: `p${String(++next).padStart(3, '0')}`,
    studentId: studentName.toLowerCase(),
    studentName,
    classKey,
    classTitle: classKey,
    status,
    statusOn,
  }) satisfies FeePlacement;

describe('what a household owes in a term', () => {
  it.each<[string, TermFees, FeePlacement[], [string, number][]]>([
    ['nothing without placements, even with dues', term({ dues: 5_000 }), [], []],
    [
      'a held seat: class and supply fees, dues once',
      term({ dues: 5_000 }),
      [place('Ann', 'art')],
      [
        ['dues', 5_000],
        ['class_fee', 10_000],
        ['supply_fee', 2_000],
      ],
    ],
    [
      'a confirmed seat owes the same as a held one',
      term(),
      [place('Ann', 'math', 'confirmed')],
      [['class_fee', 6_000]],
    ],
    [
      'waitlisted, declined: nothing',
      term({ dues: 5_000 }),
      [place('Ann', 'art', 'waitlisted'), place('Ann', 'math', 'declined')],
      [],
    ],
    ['withdrawn with no keep-fees day: nothing', term(), [place('Ann', 'art', 'withdrawn', '2027-03-01')], []],
    [
      'withdrawn on the keep-fees day: reversed',
      term({ feesKeptAfter: '2026-10-01' }),
      [place('Ann', 'math', 'withdrawn', '2026-10-01')],
      [],
    ],
    [
      'withdrawn after the keep-fees day: still owed',
      term({ feesKeptAfter: '2026-10-01' }),
      [place('Ann', 'math', 'withdrawn', '2026-10-02')],
      [['class_fee', 6_000]],
    ],
    ['a class with no fees set owes nothing', term({ dues: 5_000 }), [place('Ann', 'drama')], []],
    ['a class with only supplies', term(), [place('Ann', 'choir')], [['supply_fee', 500]]],
    [
      'second child: the one with fewer class fees gets the percent off class fees only',
      term({ secondChildPercent: 10 }),
      [place('Ben', 'math'), place('Ann', 'art')],
      [
        ['class_fee', 6_000],
        ['class_fee', 10_000],
        ['supply_fee', 2_000],
        ['sibling_discount', -600],
      ],
    ],
    [
      'third and later children: the later percent',
      term({ secondChildPercent: 10, laterChildPercent: 25 }),
      [place('Ann', 'art'), place('Ben', 'math'), place('Cal', 'math'), place('Dee', 'choir')],
      [
        ['class_fee', 10_000],
        ['supply_fee', 2_000],
        ['class_fee', 6_000],
        ['class_fee', 6_000],
        ['supply_fee', 500],
        // Ben and Cal tie on class fees: by name, Ben is second (10%), Cal third (25%); Dee has no class fee.
        ['sibling_discount', -600],
        ['sibling_discount', -1_500],
      ],
    ],
    [
      'a child’s class fees add up across classes before ranking',
      term({ secondChildPercent: 50 }),
      [place('Ann', 'art'), place('Ben', 'math'), place('Ben', 'math', 'confirmed')],
      [
        ['class_fee', 10_000],
        ['supply_fee', 2_000],
        ['class_fee', 6_000],
        ['class_fee', 6_000],
        // Ben's 12,000 outranks Ann's 10,000: Ann is the second child.
        ['sibling_discount', -5_000],
      ],
    ],
    [
      'a child with supply fees only ranks last and gets nothing off',
      term({ secondChildPercent: 15 }),
      [place('Ann', 'art'), place('Ben', 'choir'), place('Cal', 'math')],
      [
        ['class_fee', 10_000],
        ['supply_fee', 2_000],
        ['supply_fee', 500],
        ['class_fee', 6_000],
        ['sibling_discount', -900],
      ],
    ],
  ])('%s', (_case, policy, placements, expected) => {
    const charges = expectedCharges(policy, fees, placements);
    expect(charges.map((charge) => [charge.kind, charge.amount]).sort()).toEqual([...expected].sort());
    expect(new Set(charges.map((charge) => charge.key)).size).toBe(charges.length);
    expect(totalCents(charges)).toBe(expected.reduce((sum, [, amount]) => sum + amount, 0));
  });
});

const standing = (key: string, kind: StandingCharge['kind'], amount: number, classKey: string | null = null) => ({
  key,
  kind,
  amount,
  termKey: '2026-27',
  classKey,
  description: kind,
  postedOn: '2026-08-01',
});

describe('what falls due when', () => {
  const charges = [
    standing('dues:2026-27', 'dues', 5_000),
    standing('class_fee:p1', 'class_fee', 10_000, 'art'),
    standing('supply_fee:p1', 'supply_fee', 2_000, 'art'),
  ];
  const plan = [
    { dueOn: '2026-09-01', percent: 50 },
    { dueOn: '2027-01-15', percent: 50 },
  ];
  const terms = (installments = plan) =>
    new Map([['2026-27', { fees: term({ installments }), start: '2026-08-18', name: 'School year' }]]);

  it.each<[string, number, ReturnType<typeof terms>, [string, number, number][]]>([
    [
      'dues and deposit at posting, the rest in two halves',
      0,
      terms(),
      [
        ['2026-08-01', 3_000, 3_000],
        ['2026-08-01', 5_000, 5_000],
        ['2026-09-01', 4_500, 4_500],
        ['2027-01-15', 4_500, 4_500],
      ],
    ],
    [
      'payments cover items in the order they fall due',
      9_000,
      terms(),
      [
        ['2026-08-01', 3_000, 0],
        ['2026-08-01', 5_000, 0],
        ['2026-09-01', 4_500, 3_500],
        ['2027-01-15', 4_500, 4_500],
      ],
    ],
    [
      'no plan: the rest on the term’s first day',
      0,
      terms([]),
      [
        ['2026-08-01', 3_000, 3_000],
        ['2026-08-01', 5_000, 5_000],
        ['2026-08-18', 9_000, 9_000],
      ],
    ],
    [
      'the last installment takes the odd cents',
      0,
      terms([
        { dueOn: '2026-09-01', percent: 33 },
        { dueOn: '2026-10-01', percent: 33 },
        { dueOn: '2026-11-01', percent: 34 },
      ]),
      [
        ['2026-08-01', 3_000, 3_000],
        ['2026-08-01', 5_000, 5_000],
        ['2026-09-01', 2_970, 2_970],
        ['2026-10-01', 2_970, 2_970],
        ['2026-11-01', 3_060, 3_060],
      ],
    ],
  ])('%s', (_case, covered, plans, expected) => {
    const items = dueSchedule(charges, plans, fees, covered);
    expect(items.map((item) => [item.dueOn, item.amount, item.remaining])).toEqual(expected);
    expect(totalCents(items.map((item) => ({ amount: item.remaining })))).toBe(totalCents(charges) - covered);
  });
});

describe('the arithmetic under the rules', () => {
  it.each([
    [1_000, 10, 100],
    [1_005, 10, 101],
    [1_005, 50, 503],
    [-1_005, 50, -503],
    [999, 0, 0],
  ])('%i cents × %i%% = %i', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it.each([
    ['12', 1_200],
    ['12.5', 1_250],
    ['$1,234.05', 123_405],
    ['0', 0],
    ['12.345', null],
    ['-5', null],
    ['100000.01', null],
    ['1,23', null],
  ])('“%s” is %s cents', (text, expected) => {
    expect(parseDollars(text)).toBe(expected);
  });

  it.each([
    ['2026-09-01', '2026-09-01', 'current'],
    ['2026-09-01', '2026-10-01', '1-30'],
    ['2026-09-01', '2026-10-02', '31-60'],
    ['2026-09-01', '2026-11-30', '61-90'],
    ['2026-09-01', '2026-12-01', '90+'],
  ])('due %s, seen %s: %s', (dueOn, today, bucket) => {
    expect(agingBucket(dueOn, today)).toBe(bucket);
  });
});
