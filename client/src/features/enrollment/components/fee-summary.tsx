import {
  classTitle,
  enrollmentFeeSummary,
  formatCents,
  termsByClass,
  type Catalog,
  type PublicFeesReply,
} from '@coop/contract';

type FeeSummaryProps = {
  fees: PublicFeesReply;
  catalog: Catalog;
  chosen: ReadonlySet<string>;
  /** The student's name as typed, for the lines; "your student" while empty. */
  studentName: string;
};

/**
 * What the chosen classes would cost, before the form is sent: each class's fees, each term's dues and the total,
 * by the rules the family's account is charged by, so the total here is what the account shows once the seats are
 * held. Nothing while no chosen class has a fee.
 */
export function FeeSummary({ fees, catalog, chosen, studentName }: FeeSummaryProps) {
  const termOf = termsByClass(catalog);
  const classes = [...chosen].flatMap((classKey) => {
    const term = termOf.get(classKey);
    const item = term?.classes.find((each) => each.key === classKey);
    return term && item ? [{ classKey, classTitle: classTitle(item), termKey: term.key }] : [];
  });
  const summary = enrollmentFeeSummary(fees, classes, studentName.trim() || 'your student');
  if (summary.charges.length === 0) return null;
  return (
    <div className="enrollment-form__part enrollment-fees" aria-labelledby="enrollment-fees-heading" role="group">
      <h2 id="enrollment-fees-heading" className="enrollment-form__legend">
        Fees
      </h2>
      <table className="enrollment-fees__table">
        <tbody>
          {summary.charges.map((charge) => (
            <tr key={charge.key}>
              <th scope="row">{charge.description}</th>
              <td>{formatCents(charge.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCents(summary.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="field__hint" aria-live="polite">
        {`Total for the classes chosen: ${formatCents(summary.total)}.`}
        {summary.deposits > 0 &&
          ` Deposits of ${formatCents(summary.deposits)} are due as soon as a seat is held; the office confirms the rest.`}
      </p>
    </div>
  );
}
