import { defineWebPlugin } from '../define-web-plugin.tsx';
import { ComplianceEditor } from './Editor.tsx';
import { CompliancePlayer } from './Player.tsx';
import { ComplianceReview } from './Review.tsx';

/** COMPLIANCE on the web: statements marked compliant when authoring, selected when answering. */
export const complianceWebPlugin = defineWebPlugin({
  type: 'COMPLIANCE',
  Editor: ComplianceEditor,
  Player: CompliancePlayer,
  Review: ComplianceReview,
});
