import { expect, it } from 'vitest';
import { groupClasses } from './class-groups';

const groups = [
  { key: 'elementary', title: 'Elementary' },
  { key: 'jr_high', title: 'Jr High' },
  { key: 'high_school', title: 'High School' },
];

it('puts classes under their catalogue group in its order, leaving out groups without classes', () => {
  const classes = [
    { key: 'algebra', group: 'jr_high' },
    { key: 'reading_1st', group: 'elementary' },
    { key: 'pre_algebra', group: 'jr_high' },
  ];
  expect(groupClasses(classes, groups)).toEqual([
    { key: 'elementary', title: 'Elementary', classes: [classes[1]] },
    { key: 'jr_high', title: 'Jr High', classes: [classes[0], classes[2]] },
  ]);
});

it('keeps a class whose group the catalogue does not name, at the end', () => {
  const classes = [{ key: 'chess', group: 'clubs' }];
  expect(groupClasses(classes, groups)).toEqual([{ key: 'clubs', title: 'clubs', classes }]);
});
