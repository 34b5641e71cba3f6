// Mutants excluded from the mutation score, kept out of the production code: stryker.config.mjs
// lists them (`mutationExclusions`), this plugin applies them while Stryker instruments a file.
//
// Stryker's ignorer plugins can only leave out every mutant under a node, which would also drop
// mutants the tests kill. An exclusion here names one line and the mutators to leave out on it, as
// a "Stryker disable next-line" comment would: the plugin gives that line Stryker's own directive
// in the parsed tree (never in the file), on entering the file, before any of its mutants is made.
//
// An exclusion whose line is not found exactly once stops the run: after an edit, the exclusion is
// moved or deleted on purpose instead of silently leaving out some other code.
import { PluginKind, commonTokens, declareFactoryPlugin, tokens } from '@stryker-mutator/api/plugin';

/** The mutators of Stryker 9 (@stryker-mutator/instrumenter/dist/src/mutators). */
const mutatorNames = new Set([
  'ArithmeticOperator',
  'ArrayDeclaration',
  'ArrowFunction',
  'AssignmentOperator',
  'BlockStatement',
  'BooleanLiteral',
  'ConditionalExpression',
  'EqualityOperator',
  'LogicalOperator',
  'MethodExpression',
  'ObjectLiteral',
  'OptionalChaining',
  'Regex',
  'StringLiteral',
  'UnaryOperator',
  'UpdateOperator',
]);

/**
 * @typedef {{ file: string; line: string; after?: string; mutators: string[]; reason: string }} MutationExclusion
 * file: the path from the project's root; line: the excluded line's code, without its indentation;
 * after: when the same code stands on several lines, the code of a line before the one meant.
 */

/** @param {readonly MutationExclusion[]} exclusions */
export function checkExclusions(exclusions) {
  for (const { file, line, mutators, reason } of exclusions) {
    const unknown = mutators.filter((name) => !mutatorNames.has(name));
    if (unknown.length > 0) throw new Error(`Mutation exclusion in ${file} names no mutator: ${unknown.join(', ')}`);
    if (!reason.trim()) throw new Error(`Mutation exclusion in ${file} at «${line}» gives no reason`);
  }
}

/**
 * The line numbers (1-based) of `source` whose code, indentation aside, is `line`; with `after`,
 * only the first such line after each line whose code is `after`.
 */
export function linesOf(source, line, after) {
  const codes = source.split('\n').map((text) => text.trim());
  const at = (code) => codes.flatMap((text, index) => (text === code.trim() ? [index] : []));
  if (after === undefined) return at(line).map((index) => index + 1);
  const found = at(after).flatMap((start) => {
    const next = codes.findIndex((text, index) => index > start && text === line.trim());
    return next === -1 ? [] : [next + 1];
  });
  return [...new Set(found)];
}

/** @param {readonly MutationExclusion[]} exclusions */
export function exclusionsIgnorer(exclusions) {
  checkExclusions(exclusions);
  const normalise = (name) => name.replaceAll('\\', '/');
  return {
    shouldIgnore(path) {
      if (!path.isProgram()) return undefined;
      const fileName = normalise(path.hub?.file?.opts?.filename ?? '');
      const own = exclusions.filter(({ file }) => fileName.endsWith(`/${file}`) || fileName === file);
      if (own.length === 0) return undefined;
      const source = path.hub.getCode();
      const firstNodeOn = new Map();
      path.traverse({
        enter(inner) {
          const line = inner.node.loc?.start.line;
          if (line !== undefined && !firstNodeOn.has(line)) firstNodeOn.set(line, inner.node);
        },
      });
      for (const { file, line, after, mutators, reason } of own) {
        const found = linesOf(source, line, after);
        if (found.length !== 1 || !firstNodeOn.has(found[0])) {
          throw new Error(`Mutation exclusion in ${file}: «${line}» is found ${found.length} times, not once`);
        }
        const node = firstNodeOn.get(found[0]);
        const comment = { type: 'CommentLine', value: ` Stryker disable next-line ${mutators.join(',')}: ${reason}`, loc: node.loc };
        node.leadingComments = [...(node.leadingComments ?? []), comment];
      }
      return undefined;
    },
  };
}

const createExclusionsIgnorer = (options) => exclusionsIgnorer(options.mutationExclusions ?? []);
createExclusionsIgnorer.inject = tokens(commonTokens.options);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.Ignore, 'exclusions', createExclusionsIgnorer)];

/** Lets stryker.config.mjs hold `mutationExclusions` without a warning about an unknown option. */
export const strykerValidationSchema = {
  $schema: 'http://json-schema.org/draft-07/schema',
  type: 'object',
  properties: {
    mutationExclusions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'line', 'mutators', 'reason'],
        properties: {
          file: { type: 'string' },
          line: { type: 'string' },
          after: { type: 'string' },
          mutators: { type: 'array', items: { type: 'string' } },
          reason: { type: 'string' },
        },
      },
    },
  },
};
