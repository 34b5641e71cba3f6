// `npx tsx scripts/merge-mutation-reports.ts OUT IN...`: Stryker's reports of disjoint parts merged
// into OUT, to be given to a run of the whole as its --incrementalFile (mutation-testing.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { mergeReports, mutationScore, type MutationReport } from './mutation-reports';

const [out, ...parts] = process.argv.slice(2);
if (!out || parts.length === 0) {
  console.error('usage: npx tsx scripts/merge-mutation-reports.ts OUT IN...');
  process.exit(2);
}
const merged = mergeReports(parts.map((part) => JSON.parse(readFileSync(part, 'utf8')) as MutationReport));
writeFileSync(out, JSON.stringify(merged));
const { detected, valid, percent } = mutationScore(merged);
console.log(`${Object.keys(merged.files).length} files, ${detected} of ${valid} mutants detected: ${percent.toFixed(2)} %`);
