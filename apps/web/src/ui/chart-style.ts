/** The tooltip of the app's charts in the theme's colours (recharts' `contentStyle`). */
export const chartTooltipStyle = {
  background: 'var(--qm-surface)',
  border: '1px solid var(--qm-border)',
  color: 'var(--qm-fg)',
};
