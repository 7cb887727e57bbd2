import { expect, it } from 'vitest';
import { groupClasses } from './class-groups';

it('heads each run of classes with its group, in the order the server lists them', () => {
  const classes = [
    { key: 'reading_1st', group: 'elementary', groupTitle: 'Elementary' },
    { key: 'math_1st', group: 'elementary', groupTitle: 'Elementary' },
    { key: 'algebra', group: 'jr_high', groupTitle: 'Jr High' },
  ];
  expect(groupClasses(classes)).toEqual([
    { key: 'elementary', title: 'Elementary', classes: [classes[0], classes[1]] },
    { key: 'jr_high', title: 'Jr High', classes: [classes[2]] },
  ]);
});

it('has no groups without classes', () => {
  expect(groupClasses([])).toEqual([]);
});
