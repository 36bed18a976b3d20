import type { PlanRequestResponse, PlanRequestStep } from '@stowline/domain';

/** Each step of a plan request in a seller's words (ours: the spec shows only a spinner). */
export const PLAN_STEP_LABELS: Record<PlanRequestStep, string> = {
  QUEUED: 'Waiting for its turn…',
  CREATING_PLAN: 'Asking Amazon for a plan…',
  GENERATING_PACKING_OPTIONS: 'Amazon is grouping the SKUs that may share a box…',
  READING_PACKING_OPTIONS: 'Reading the packing groups Amazon proposes…',
  SENDING_BOX_CONTENT: 'Sending the box contents to Amazon…',
  GENERATING_PLACEMENT_OPTIONS: 'Amazon is choosing fulfilment centres…',
  READING_PLACEMENT_OPTIONS: 'Reading the shipments Amazon proposes…',
  DONE: 'Plans ready',
};

/**
 * What the progress indicator shows for a plan request in progress: its step in words and how far
 * the server says it is (0 to 100). The one-by-one process (dangerous goods) says it plans each
 * SKU on its own, as it may take a few minutes.
 */
export function describePlanProgress(planRequest: Pick<PlanRequestResponse, 'mode' | 'step' | 'progress'>): {
  label: string;
  percent: number;
} {
  const step = PLAN_STEP_LABELS[planRequest.step];
  const percent = Math.max(0, Math.min(100, Math.round(planRequest.progress)));
  if (planRequest.mode === 'one-by-one')
    return { label: `Planning each SKU on its own (${percent}% done). ${step}`, percent };
  return { label: step, percent };
}
