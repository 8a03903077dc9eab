import type { BangladeshFeeStructure, VisaFeeTableLabels } from '../../schemas/types.generated'
import { useFormat } from '../../content/react/use-format'

/** A service's fees, one row per option, and the express supplement added to any of them. */
export function FeeTable({ fees, labels }: { fees: BangladeshFeeStructure; labels: VisaFeeTableLabels }) {
  const format = useFormat()
  return (
    <table className="visa-fees">
      <caption className="visually-hidden">{fees.heading}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.option}</th>
          <th scope="col">{labels.fee}</th>
        </tr>
      </thead>
      <tbody>
        {fees.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{format.pounds(row.price)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{labels.express}</th>
          <td>+{format.pounds(fees.express)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
