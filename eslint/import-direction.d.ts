import type { Rule } from 'eslint';

export const forbidden: Record<string, string[]>;
export const importDirection: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
