/**
 * A dependency-free ESLint rule for DESIGN.md's import direction:
 *   lib → api → auth, i18n → components → features, booking → app
 * Each layer lists the layers it may not import. Imports are resolved from `@/…` and relative specifiers.
 * A feature also never imports another feature.
 */
import path from 'node:path';

const srcRoot = path.resolve('src');

/** Layers a file in the key layer must not import. */
export const forbidden = {
  lib: ['api', 'auth', 'i18n', 'components', 'features', 'booking', 'app'],
  api: ['auth', 'i18n', 'components', 'features', 'booking', 'app'],
  auth: ['components', 'features', 'booking', 'app'],
  i18n: ['auth', 'components', 'features', 'booking', 'app'],
  components: ['features', 'booking', 'app'],
  features: ['booking', 'app'],
  booking: ['features', 'app'],
};

function locate(file) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, sub] = rel.split(path.sep);
  return { layer, feature: layer === 'features' ? sub : null };
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(srcRoot, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

export const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'enforce the one-way import direction between src layers' },
    schema: [],
    messages: {
      layer:
        "'{{from}}' may not import from '{{to}}' (imports flow lib → api → auth, i18n → components → features, booking → app).",
      feature:
        "The feature '{{from}}' may not import the feature '{{to}}'; share code through components or lib.",
    },
  },
  create(context) {
    const here = locate(context.filename);
    if (!here) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, context.filename);
      const there = target && locate(target);
      if (!there) return;
      if ((forbidden[here.layer] ?? []).includes(there.layer)) {
        context.report({ node, messageId: 'layer', data: { from: here.layer, to: there.layer } });
      } else if (here.feature && there.feature && here.feature !== there.feature) {
        context.report({ node, messageId: 'feature', data: { from: here.feature, to: there.feature } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': importDirection } };
