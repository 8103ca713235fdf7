import { FigureValue, scoreTone, type BadgeTone } from './Badge.tsx';

/** One figure of a statistics grid (inside a <dl>): its label, and its value, as a badge when it has a tone. */
export function StatTile({ label, value, tone }: { label: string; value: string; tone?: BadgeTone | undefined }) {
  return (
    <div className="rounded-xl border border-border bg-surface-2/50 p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold">
        <FigureValue value={value} tone={tone} />
      </dd>
    </div>
  );
}

/** A score's tile: the score as `percent` writes it, in spec 1's score colours; plain when there is no score. */
export function ScoreTile({
  label,
  score,
  percent,
}: {
  label: string;
  score: number | null;
  percent: (score: number | null) => string;
}) {
  return <StatTile label={label} value={percent(score)} tone={score === null ? undefined : scoreTone(score)} />;
}
