/**
 * What a release of a journey changes for applications stored under an earlier revision, as
 * typed findings: `journey diff` prints them, the server's start-up counts the stored
 * applications each concerns. A finding that strands an application (its status or its stage
 * gone) needs a `migrations` entry before the server starts; the others are told, not refused.
 */
export type ReleaseFinding =
  | { kind: 'statusRemoved'; status: string }
  | { kind: 'stageRemoved'; stage: string; status: string }
  | { kind: 'stepRemoved'; step: string; stage: string }
  | { kind: 'bindMoved'; step: string; field: string; from: string; to: string }
  | { kind: 'fieldNewlyRequired'; step: string; field: string; pointer: string }
  | { kind: 'limitTightened'; limit: string; from: number; to: number }
  | { kind: 'ruleRecordChanged'; jsonPath: string; change: 'added' | 'removed' | 'changed' };

export type ReleaseFindingKind = ReleaseFinding['kind'];

/** One line a person reads, in the words of the journey file. */
export function describeFinding(finding: ReleaseFinding): string {
  switch (finding.kind) {
    case 'statusRemoved':
      return `status ${finding.status} no longer exists`;
    case 'stageRemoved':
      return `stage ${finding.stage} (status ${finding.status}) no longer belongs to any step`;
    case 'stepRemoved':
      return `step ${finding.step} (stage ${finding.stage}) is removed`;
    case 'bindMoved':
      return `step ${finding.step}: field ${finding.field} is now stored at ${finding.to} instead of ${finding.from}`;
    case 'fieldNewlyRequired':
      return `step ${finding.step}: field ${finding.field} (${finding.pointer}) is newly required`;
    case 'limitTightened':
      return `limit ${finding.limit} tightened from ${finding.from} to ${finding.to}`;
    case 'ruleRecordChanged':
      return `rule record ${finding.jsonPath} ${finding.change}`;
  }
}
