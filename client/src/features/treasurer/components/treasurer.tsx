import { useState, type ReactNode } from 'react';
import {
  formatCents,
  instructorShareText,
  monthLabel,
  paymentMethodLabels,
  treasurerReportTexts,
  treasurerTotalLabel,
  type PaymentMethod,
  type TreasurerReportName,
} from '@coop/contract';
import '../../../components/button-variants.css';
import { MemberTable } from '../../../components/member-table';
import { NoticeRegion, type Notice } from '../../../components/notice';
import type { downloadFile } from '../../../lib/download-file';
import { apolloErrorMessage } from '../../../lib/apollo-error-message';
import { formatLongDate } from '../../../lib/format-date';
import { useTreasurerReport } from '../api/treasurer-report';
import { treasurerLoading, treasurerUiMessages as messages } from '../treasurer-ui-messages';
import '../treasurer.css';

/** The members' protected-file download, handed down by the office so this chunk does not reach the session. */
type DownloadFile = typeof downloadFile;

/** An amount cell: right-aligned, as a column of figures is read. */
const Amount = ({ cents }: { cents: number }) => <td className="treasurer__amount">{formatCents(cents)}</td>;

interface ReportTableProps {
  name: TreasurerReportName;
  /** Each row's name (its first cell, a row header) and the cells after it. */
  rows: { key: string; label: string; cells: ReactNode }[];
  total: ReactNode;
  download: DownloadFile;
  onNotice: (notice: Notice) => void;
}

/** One report: its table (a caption, column headers, a row per line, the totals row) and its spreadsheet. */
function ReportTable({ name, rows, total, download, onNotice }: ReportTableProps) {
  const { title, columns, csvPath, fileName } = treasurerReportTexts[name];
  const [downloading, setDownloading] = useState(false);

  async function downloadCsv() {
    setDownloading(true);
    onNotice(null);
    const problem = await download(csvPath, fileName, {
      refused: messages.downloadRefused,
      unreachable: messages.downloadUnreachable,
    });
    if (problem) onNotice({ kind: 'error', text: problem });
    setDownloading(false);
  }

  return (
    <section className="treasurer__report">
      <h3 id={`treasurer-${name}`}>{title}</h3>
      <MemberTable
        columns={columns}
        caption={title}
        labelledBy={`treasurer-${name}`}
        className="treasurer__table"
        footer={
          <tr>
            <th scope="row">{treasurerTotalLabel}</th>
            {total}
          </tr>
        }
      >
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{messages.empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="member-table__name">
                {row.label}
              </th>
              {row.cells}
            </tr>
          ))
        )}
      </MemberTable>
      <p className="no-print">
        <button
          type="button"
          className="button button--secondary button--small"
          aria-disabled={downloading}
          onClick={() => void (downloading || downloadCsv())}
        >
          {downloading ? 'Downloading…' : `Download ${title.toLowerCase()} as CSV`}
        </button>
      </p>
    </section>
  );
}

/**
 * The Treasurer tab (administrators): balances by household, aging, payments by method and month and the fees
 * owed to instructors, each summed from the ledger by the server and downloadable as a spreadsheet.
 */
export function Treasurer({ download }: { download: DownloadFile }) {
  const { data, error } = useTreasurerReport();
  const [notice, setNotice] = useState<Notice>(null);
  const report = data?.treasurerReport;

  return (
    <section className="member-panel treasurer" aria-labelledby="treasurer-heading">
      <h2 id="treasurer-heading">Treasurer</h2>
      {!report ? (
        error ? (
          <p role="alert">
            {apolloErrorMessage(error, { refused: messages.loadRefused, unreachable: messages.loadUnreachable })}
          </p>
        ) : (
          <p role="status">{treasurerLoading}</p>
        )
      ) : (
        <>
          <p>{messages.asOf(formatLongDate(report.asOf))}</p>
          <NoticeRegion notice={notice} />
          <ReportTable
            name="balances"
            download={download}
            onNotice={setNotice}
            rows={report.balances.map((row) => ({
              key: row.householdId ?? row.householdName,
              label: row.householdName,
              cells: [row.charges, row.discounts, row.payments, row.balance].map((cents, index) => (
                <Amount key={index} cents={cents} />
              )),
            }))}
            total={[
              report.balanceTotal.charges,
              report.balanceTotal.discounts,
              report.balanceTotal.payments,
              report.balanceTotal.balance,
            ].map((cents, index) => (
              <Amount key={index} cents={cents} />
            ))}
          />
          <ReportTable
            name="aging"
            download={download}
            onNotice={setNotice}
            rows={report.aging.map((row) => ({
              key: row.householdId ?? row.householdName,
              label: row.householdName,
              cells: [...row.buckets, row.owed].map((cents, index) => <Amount key={index} cents={cents} />),
            }))}
            total={[...report.agingTotal.buckets, report.agingTotal.owed].map((cents, index) => (
              <Amount key={index} cents={cents} />
            ))}
          />
          <ReportTable
            name="payments"
            download={download}
            onNotice={setNotice}
            rows={report.payments.map((row) => ({
              key: `${row.month} ${row.method}`,
              label: monthLabel(row.month ?? ''),
              cells: (
                <>
                  <td>{paymentMethodLabels[row.method as PaymentMethod] ?? row.method}</td>
                  <Amount cents={row.received} />
                  <Amount cents={row.refunded} />
                  <Amount cents={row.net} />
                </>
              ),
            }))}
            total={
              <>
                <td />
                <Amount cents={report.paymentTotal.received} />
                <Amount cents={report.paymentTotal.refunded} />
                <Amount cents={report.paymentTotal.net} />
              </>
            }
          />
          <ReportTable
            name="instructors"
            download={download}
            onNotice={setNotice}
            rows={report.instructors.map((row) => ({
              key: `${row.userId} ${row.termKey} ${row.classKey}`,
              label: row.instructorName,
              cells: (
                <>
                  <td>{row.termName}</td>
                  <td>{row.classTitle}</td>
                  <Amount cents={row.classFees} />
                  <td className="treasurer__amount">{instructorShareText(row.percent, row.teachers)}</td>
                  <Amount cents={row.owed} />
                </>
              ),
            }))}
            total={
              <>
                <td colSpan={4} />
                <Amount cents={report.instructorTotal} />
              </>
            }
          />
        </>
      )}
    </section>
  );
}
