// The import graph the lint reads: every import counts, `import type` and re-exports included.
//
// import-x/no-cycle skips an import whose names are all types, so a circle closed by one type-only
// edge (db/client.ts ⇄ lib/jobs/jobs.ts, the account forms) passed lint although the two files
// still could not be understood, moved or tested apart. The rules below read each file's imports
// with TypeScript's own scanner (fast: no parse) and resolve them with the same resolver as the
// other import rules, so what they see is what the compiler sees.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const TEST = /\.test\.[jt]sx?$/;
/** How long a file's imports, or a folder's listing, are trusted before the disk is read again. */
const FRESH_MS = 1000;

/**
 * @param {(source: string, file: string) => { found: boolean, path?: string | null }} resolve
 */
function createGraph(resolve) {
  /** @type {Map<string, { checked: number, mtimeMs: number, targets: string[] }>} */
  const files = new Map();
  /** @type {Map<string, string | null>} */
  const resolved = new Map();
  /** @type {Map<string, { checked: number, files: string[] }>} */
  const listings = new Map();

  /** The file of the tree `source` names from `from`, or null (a package, an asset, nothing). */
  function target(source, from) {
    const key = `${path.dirname(from)}\0${source}`;
    if (!resolved.has(key)) {
      let found = null;
      try {
        const result = resolve(source, from);
        if (result.found && result.path) {
          const real = fs.realpathSync(result.path);
          if (SOURCE.test(real) && !real.endsWith('.d.ts') && !real.split(path.sep).includes('node_modules')) {
            found = real;
          }
        }
      } catch {
        found = null;
      }
      resolved.set(key, found);
    }
    return resolved.get(key);
  }

  /** The files of the tree that `file` (as it is on disk) imports. */
  function targetsOf(file) {
    const now = Date.now();
    const known = files.get(file);
    if (known && now - known.checked < FRESH_MS) return known.targets;
    let mtimeMs = -1;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      mtimeMs = -1;
    }
    if (known && known.mtimeMs === mtimeMs) {
      known.checked = now;
      return known.targets;
    }
    let targets = [];
    if (mtimeMs >= 0) {
      const text = fs.readFileSync(file, 'utf8');
      const sources = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
      targets = [...new Set(sources.map((source) => target(source, file)).filter((found) => found !== null))];
    }
    files.set(file, { checked: now, mtimeMs, targets });
    return targets;
  }

  /** The source files under `dir`, tests left out. */
  function filesUnder(dir) {
    const now = Date.now();
    const known = listings.get(dir);
    if (known && now - known.checked < FRESH_MS) return known.files;
    const found = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => SOURCE.test(name) && !name.endsWith('.d.ts') && !TEST.test(name))
      .map((name) => path.join(dir, name));
    listings.set(dir, { checked: now, files: found });
    return found;
  }

  return { target, targetsOf, filesUnder };
}

/** The import declarations of a file with the source each names: static, re-exports, `import()`, `import('x')` types. */
function importVisitor(onImport) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      onImport(node, node.source.value);
    }
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
    TSImportType(node) {
      const argument = node.argument?.literal ?? node.argument;
      if (argument?.type === 'Literal' && typeof argument.value === 'string') onImport(node, argument.value);
    },
    TSImportEqualsDeclaration(node) {
      const expression = node.moduleReference?.expression;
      if (expression?.type === 'Literal' && typeof expression.value === 'string') onImport(node, expression.value);
    },
  };
}

/**
 * The lint plugin: `no-cycle` (a file imports nothing that leads back to it, every kind of import
 * counted) and `no-folder-cycle` (the top-level folders of a tree, e.g. the shared package's
 * domains, import one another one way only).
 *
 * @param {{ resolve: (source: string, file: string) => { found: boolean, path?: string | null }, root: string }} options
 */
export function importGraphPlugin({ resolve, root }) {
  const graph = createGraph(resolve);
  const shown = (file) => path.relative(root, file).replaceAll(path.sep, '/');

  const noCycle = {
    meta: {
      type: 'problem',
      docs: { description: 'Forbid an import that leads back to the importing file, type-only imports included.' },
      schema: [],
      messages: { cycle: 'Import cycle: {{route}}. Break it: move what both need below them, or turn one edge round.' },
    },
    create(context) {
      const file = context.physicalFilename;
      if (!path.isAbsolute(file)) return {};
      const self = fs.existsSync(file) ? fs.realpathSync(file) : file;
      /** Files known not to lead back to this one. */
      const dead = new Set();
      /** The route from `start` back to this file, or null. */
      function routeBack(start) {
        if (start === self) return [start];
        if (dead.has(start)) return null;
        const cameFrom = new Map([[start, null]]);
        const queue = [start];
        for (let at = 0; at < queue.length; at++) {
          const node = queue[at];
          for (const next of graph.targetsOf(node)) {
            if (next === self) {
              const route = [self];
              for (let step = node; step; step = cameFrom.get(step)) route.unshift(step);
              return route;
            }
            if (cameFrom.has(next) || dead.has(next)) continue;
            cameFrom.set(next, node);
            queue.push(next);
          }
        }
        for (const node of queue) dead.add(node);
        return null;
      }
      return importVisitor((node, source) => {
        const found = graph.target(source, self);
        if (!found) return;
        const route = routeBack(found);
        if (route)
          context.report({ node, messageId: 'cycle', data: { route: [self, ...route].map(shown).join(' → ') } });
      });
    },
  };

  const noFolderCycle = {
    meta: {
      type: 'problem',
      docs: { description: "Forbid an import between two top-level folders of a tree that import each other's files." },
      schema: [
        {
          type: 'object',
          properties: { roots: { type: 'array', items: { type: 'string' } } },
          additionalProperties: false,
        },
      ],
      messages: {
        cycle: 'Folder cycle in {{root}}: {{route}}. Folders of this tree import one another one way only.',
      },
    },
    create(context) {
      const file = context.physicalFilename;
      if (!path.isAbsolute(file)) return {};
      // A test is no part of the structure: it may reach across the folders it checks.
      if (TEST.test(file)) return {};
      const self = fs.existsSync(file) ? fs.realpathSync(file) : file;
      const roots = (context.options[0]?.roots ?? [])
        .map((dir) => path.resolve(root, dir))
        .filter((dir) => fs.existsSync(dir))
        .map((dir) => fs.realpathSync(dir));
      const base = roots.find((dir) => self.startsWith(`${dir}${path.sep}`));
      if (!base) return {};
      /** A file's folder: the first part of its path under the root (a file at the root is its own). */
      const folderOf = (at) => {
        if (!at.startsWith(`${base}${path.sep}`)) return null;
        return path.relative(base, at).split(path.sep)[0];
      };
      const own = folderOf(self);
      let folderEdges;
      /** Each folder's imports of other folders, from the files on disk (this one left out: its text is linted). */
      function edges() {
        if (folderEdges) return folderEdges;
        folderEdges = new Map();
        for (const other of graph.filesUnder(base)) {
          if (other === self) continue;
          const from = folderOf(other);
          for (const to of graph.targetsOf(other).map(folderOf)) {
            if (!to || to === from) continue;
            if (!folderEdges.has(from)) folderEdges.set(from, new Set());
            folderEdges.get(from).add(to);
          }
        }
        return folderEdges;
      }
      function routeBack(start) {
        const cameFrom = new Map([[start, null]]);
        const queue = [start];
        for (let at = 0; at < queue.length; at++) {
          const node = queue[at];
          for (const next of edges().get(node) ?? []) {
            if (next === own) {
              const route = [own];
              for (let step = node; step; step = cameFrom.get(step)) route.unshift(step);
              return route;
            }
            if (cameFrom.has(next)) continue;
            cameFrom.set(next, node);
            queue.push(next);
          }
        }
        return null;
      }
      return importVisitor((node, source) => {
        const found = graph.target(source, self);
        const folder = found && folderOf(found);
        if (!folder || folder === own) return;
        const route = routeBack(folder);
        if (route) {
          context.report({ node, messageId: 'cycle', data: { root: shown(base), route: [own, ...route].join(' → ') } });
        }
      });
    },
  };

  return { rules: { 'no-cycle': noCycle, 'no-folder-cycle': noFolderCycle } };
}
