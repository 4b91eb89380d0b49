import type { Plugin } from 'graphql-yoga';

import { maxAliasesRule } from './maxAliasesRule';
import { maxDepthRule } from './maxDepthRule';

/** Options of {@link useOperationLimits}. */
export interface OperationLimits {
  /** Deepest field nesting. @defaultValue 15 */
  maxDepth?: number;
  /** Most aliased fields in a document. @defaultValue 30 */
  maxAliases?: number;
  /** Most lexical tokens in a document; parsing stops beyond. @defaultValue 5,000 */
  maxTokens?: number;
}

/**
 * Depth, alias and token limits (ARCHITECTURE.md "Security posture"): cheap checks that stop a
 * hostile document before it costs resolver time. Every operation of the manifest must pass them (a
 * test checks this), so they bite only on arbitrary documents.
 */
export function useOperationLimits(limits: OperationLimits = {}): Plugin {
  const maxDepth = limits.maxDepth ?? 15;
  const maxAliases = limits.maxAliases ?? 30;
  const maxTokens = limits.maxTokens ?? 5_000;
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => parseFn(source, { ...options, maxTokens }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(maxDepthRule(maxDepth));
      addValidationRule(maxAliasesRule(maxAliases));
    },
  };
}
