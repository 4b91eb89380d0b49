// The benchmark report: rows of figures with their reference, ratio and target, plus free sections, written
// as one markdown file (bench/results/report.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';

const number = (value, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value)
    ? '—'
    : Number(value).toLocaleString('en-GB', {
        maximumFractionDigits: digits,
        minimumFractionDigits: 0,
      });

export function createReport() {
  const rows = [];
  const sections = [];
  const loadBefore = loadavg();
  const started = new Date();
  return {
    /**
     * One figure. `ratio` is value / reference unless given; `target` is text such as '≥ 0.35' and `met` its
     * verdict (undefined: no target or not measurable).
     */
    row({
      bench,
      figure,
      value,
      unit = '',
      reference,
      referenceValue,
      ratio,
      target = '',
      met,
      note = '',
    }) {
      const computed =
        ratio ?? (value !== undefined && referenceValue ? value / referenceValue : undefined);
      rows.push({
        bench,
        figure,
        value,
        unit,
        reference,
        referenceValue,
        ratio: computed,
        target,
        met,
        note,
      });
      console.log(
        `  ${bench} · ${figure}: ${number(value, 2)} ${unit}${referenceValue !== undefined ? ` vs ${number(referenceValue, 2)} (${reference}) = ${number(computed, 3)}` : ''}${target ? ` target ${target} ${met === undefined ? '' : met ? 'met' : 'NOT met'}` : ''}${note ? ` — ${note}` : ''}`,
      );
    },
    /** A row for what could not be measured (page not built yet, tool missing…). */
    missing(bench, figure, why, target = '') {
      rows.push({ bench, figure, missing: why, target });
      console.log(`  ${bench} · ${figure}: not available — ${why}`);
    },
    /** A markdown section after the figures; `first`: before the sections added so far. */
    section(title, markdown, { first = false } = {}) {
      const text = `## ${title}\n\n${markdown.trim()}\n`;
      if (first) sections.unshift(text);
      else sections.push(text);
    },
    write(path, { profile, commandLine, split, names, loadSettings }) {
      const cpuList = cpus();
      const lines = [
        '# Truffe benchmark report (issue 8)',
        '',
        `\`${commandLine}\` — started ${started.toISOString()}, finished ${new Date().toISOString()}.`,
        '',
        `- Data profile: **${profile}**`,
        `- Machine: ${cpuList.length} × ${cpuList[0]?.model ?? '?'}, ${number(totalmem() / 2 ** 30, 1)} GiB, Node ${process.version}, ${process.platform}`,
        `- Load average (1, 5, 15 min) before: ${loadBefore.map((value) => value.toFixed(2)).join(', ')}; after: ${loadavg()
          .map((value) => value.toFixed(2))
          .join(
            ', ',
          )} (the machine is shared: a high load makes every figure lower, ratios less so)`,
        `- CPU split: ${split.note}`,
        `- Load generator: ${loadSettings}`,
        `- Benchmarks run: ${names.join(', ')}`,
        '',
        '## Figures',
        '',
        'Every figure is measured in the same run on the same machine as its reference; the ratio is figure / reference.',
        '',
        '| bench | figure | value | reference | reference value | ratio | target | met |',
        '|---|---|---:|---|---:|---:|---|---|',
        ...rows.map((row) =>
          row.missing
            ? `| ${row.bench} | ${row.figure} | not available | ${row.missing} | | | ${row.target} | — |`
            : `| ${row.bench} | ${row.figure}${row.note ? ` (${row.note})` : ''} | ${number(row.value, 2)} ${row.unit} | ${row.reference ?? ''} | ${row.referenceValue === undefined ? '' : number(row.referenceValue, 2)} | ${row.ratio === undefined ? '' : number(row.ratio, 3)} | ${row.target} | ${row.met === undefined ? '—' : row.met ? 'yes' : '**no**'} |`,
        ),
        '',
        ...sections,
      ];
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${lines.join('\n')}\n`);
      return rows;
    },
    rows,
  };
}
