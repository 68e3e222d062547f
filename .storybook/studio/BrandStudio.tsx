import { useEffect, useId, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { brandMeta, theme } from '@lobby/tokens';
import {
  BRAND_NAME,
  brandFileText,
  changedFrom,
  colorSchemeFor,
  contrastReport,
  exportBrand,
  fontOptions,
  importBrandText,
  numberOf,
  resolveTokens,
  setOverride,
  studioControls,
  studioVariables,
} from '../../tokens/src/studio.ts';
import type { ControlGroup, Overrides, StudioBrand } from '../../tokens/src/studio.ts';
import { TokenControl } from './Controls.tsx';
import { StudioPreview } from './Preview.tsx';
import { studioModel } from './sources.ts';

export interface BrandStudioProps {
  /** The brand the operator starts from. @default 'gold' */
  initialBrand?: string;
}

const model = studioModel;
const controls = studioControls(model);
const groups: ControlGroup[] = ['Surfaces', 'Accent', 'Text', 'Status', 'Borders', 'Radius', 'Type', 'Motion'];
const fonts = fontOptions(model);
const startFrom = (name: string): StudioBrand => model.brands.get(name) ?? [...model.brands.values()][0]!;

/** Themes the portalled popup like the preview while it is open: body gets the wrapper's brand and variables. */
function useBodyTheme(active: boolean, brand: string, vars: Record<string, string>) {
  useEffect(() => {
    if (!active) return undefined;
    const body = document.body;
    const before = body.dataset.brand;
    body.dataset.brand = brand;
    for (const [k, v] of Object.entries(vars)) body.style.setProperty(k, v);
    return () => {
      for (const k of Object.keys(vars)) body.style.removeProperty(k);
      if (before === undefined) delete body.dataset.brand;
      else body.dataset.brand = before;
    };
  }, [active, brand, vars]);
}

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;
  background: ${theme.color.bg.canvas};
  color: ${theme.color.fg.default};
  @media (min-width: 860px) {
    grid-template-columns: minmax(320px, 380px) minmax(0, 1fr);
  }
`;
const Side = styled.div`
  padding: ${theme.space.md};
  background: ${theme.color.bg.surface};
  border-inline-end: 1px solid ${theme.color.border.default};
  @media (min-width: 860px) {
    position: sticky;
    top: 0;
    max-height: 100vh;
    overflow-y: auto;
  }
`;
const Main = styled.main`
  min-width: 0;
  padding: ${theme.space.md};
  @media (min-width: 860px) {
    padding: ${theme.space.lg};
  }
`;
const H1 = styled.h1`
  margin: 0 0 ${theme.space.xxs};
  font-size: ${theme.font.size.xl};
`;
const H2 = styled.h2`
  margin: ${theme.space.lg} 0 ${theme.space.xs};
  font-size: ${theme.font.size.md};
`;
const Lead = styled.p`
  margin: 0;
  color: ${theme.color.fg.muted};
  font-size: ${theme.font.size.sm};
`;
const Fieldset = styled.fieldset`
  margin: ${theme.space.md} 0 0;
  padding: 0;
  border: 0;
  & > legend {
    padding: 0;
    margin-block-end: ${theme.space.xxs};
    font-weight: ${theme.font.weight.bold};
    font-size: ${theme.font.size.md};
  }
`;
const Field = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  margin-block-start: ${theme.space.sm};
  & > label {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
  & > input,
  & > select,
  & > textarea {
    min-block-size: ${theme.size.touch};
    padding: ${theme.space.xs};
    border: 1px solid ${theme.color.border.strong};
    border-radius: ${theme.radius.md};
    background: ${theme.color.bg.raised};
  }
  & > textarea {
    min-block-size: 8em;
    font-family: ui-monospace, monospace;
    font-size: ${theme.font.size.xs};
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.fg.muted};
`;
const ErrorText = styled.div`
  color: ${theme.color.fg.danger};
  font-size: ${theme.font.size.sm};
  & ul {
    margin: 0;
    padding-inline-start: ${theme.space.md};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.sm};
`;
const Action = styled.button<{ $primary?: boolean }>`
  min-block-size: ${theme.size.touch};
  padding-inline: ${theme.space.md};
  border: 1px solid ${theme.color.border.strong};
  border-radius: ${theme.radius.md};
  background: ${({ $primary }) => ($primary ? theme.button.primaryBg : theme.button.secondaryBg)};
  color: ${({ $primary }) => ($primary ? theme.button.primaryFg : theme.button.secondaryFg)};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
`;
const Status = styled.p`
  margin: ${theme.space.xs} 0 0;
  min-block-size: 1.5em;
  font-size: ${theme.font.size.sm};
`;
const Code = styled.pre`
  max-block-size: 16em;
  overflow: auto;
  margin: ${theme.space.xs} 0 0;
  padding: ${theme.space.sm};
  background: ${theme.color.bg.sunken};
  border-radius: ${theme.radius.md};
  font-size: ${theme.font.size.xs};
`;
const Details = styled.details`
  margin-block-start: ${theme.space.sm};
  & > summary {
    cursor: pointer;
    min-block-size: ${theme.size.iconSm};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;
const Panel = styled.section`
  padding: ${theme.space.md};
  background: ${theme.color.bg.surface};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.lg};
  & h2 {
    margin-block-start: 0;
  }
`;
const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: ${theme.font.weight.bold};
  color: ${({ $ok }) => ($ok ? theme.color.fg.success : theme.color.fg.danger)};
`;
const Failures = styled.ul`
  margin: ${theme.space.xs} 0 0;
  padding-inline-start: ${theme.space.md};
  font-size: ${theme.font.size.sm};
`;
const TableWrap = styled.div`
  overflow-x: auto;
`;
const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.sm};
  & th,
  & td {
    padding: ${theme.space.xxs} ${theme.space.xs};
    border-block-end: 1px solid ${theme.color.border.default};
    text-align: start;
    vertical-align: middle;
  }
  & code {
    font-size: ${theme.font.size.xs};
  }
`;
const Sample = styled.span`
  display: inline-block;
  min-inline-size: 3em;
  padding: ${theme.space.xxs} ${theme.space.xs};
  border-radius: ${theme.radius.sm};
  border: 1px solid ${theme.color.border.default};
  font-weight: ${theme.font.weight.bold};
  text-align: center;
`;
/** The operator's brand: the starting brand's attribute plus the edited variables on this element. */
const PreviewRoot = styled.div`
  margin-block-start: ${theme.space.md};
  padding: ${theme.space.md};
  background: ${theme.color.bg.canvas};
  color: ${theme.color.fg.default};
  font-family: ${theme.font.family.base};
  border: 1px dashed ${theme.color.border.strong};
  border-radius: ${theme.radius.lg};
  & h3 {
    margin-block-start: 0;
  }
`;

interface ContrastPanelProps {
  brand: string;
  values: Record<string, string>;
  labelOf: (path: string) => string;
}

function ContrastPanel({ brand, values, labelOf }: ContrastPanelProps) {
  const report = useMemo(() => contrastReport(brand, values), [brand, values]);
  const failing = report.rows.filter((r) => !r.pass);
  const total = report.rows.length;
  return (
    <Panel aria-labelledby="studio-contrast">
      <H2 id="studio-contrast">Contrast checks (WCAG 2.2 AA)</H2>
      <div aria-live="polite">
        <Verdict $ok={failing.length === 0}>
          {failing.length === 0
            ? `All ${total} text and UI pairs pass`
            : `${failing.length} of ${total} pairs fail — fix them before you export`}
        </Verdict>
      </div>
      <Hint>Body text needs 4.5:1; large text, focus rings, borders and other UI parts need 3:1.</Hint>
      {failing.length > 0 && (
        <Failures aria-label="Failing pairs">
          {failing.map((r) => (
            <li key={`${r.fg}|${r.bg}`}>
              <strong>
                {labelOf(r.fg)} on {labelOf(r.bg)}
              </strong>{' '}
              ({r.use}): {Number.isNaN(r.ratio) ? 'not a colour pair' : `${r.ratio.toFixed(2)}:1`}, needs {r.min}:1 —{' '}
              <code>{r.fg}</code> on <code>{r.bg}</code>
            </li>
          ))}
        </Failures>
      )}
      <Details>
        <summary>Every pair ({total})</summary>
        <TableWrap>
          <Table>
            <caption className="lobby-visually-hidden">Contrast of every text and background pair the kit uses</caption>
            <thead>
              <tr>
                <th scope="col">Sample</th>
                <th scope="col">Pair</th>
                <th scope="col">Used for</th>
                <th scope="col">Ratio</th>
                <th scope="col">Needs</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={`${r.fg}|${r.bg}`}>
                  <td>
                    <Sample aria-hidden="true" style={{ color: r.fgValue, background: r.bgValue }}>
                      Aa
                    </Sample>
                  </td>
                  <td>
                    <code>{r.fg}</code> on <code>{r.bg}</code>
                  </td>
                  <td>{r.use}</td>
                  <td>{Number.isNaN(r.ratio) ? '—' : `${r.ratio.toFixed(2)}:1`}</td>
                  <td>{r.min}:1</td>
                  <td>{r.pass ? 'Pass' : 'Fail'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      </Details>
    </Panel>
  );
}

/**
 * The brand studio (issue 12): an operator starts from a brand, edits its semantic tokens and sees
 * the kit re-theme live, with the contrast guard's checks, then exports one brand override file.
 */
export function BrandStudio({ initialBrand = 'gold' }: BrandStudioProps) {
  const ids = useId();
  const [from, setFrom] = useState<StudioBrand>(() => startFrom(initialBrand));
  const [overrides, setOverrides] = useState<Overrides>(from.overrides);
  const [name, setName] = useState('my-brand');
  const [label, setLabel] = useState('My brand');
  const [importText, setImportText] = useState('');
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [popupOpen, setPopupOpen] = useState(false);

  const values = useMemo(() => resolveTokens(model, overrides), [overrides]);
  const vars = useMemo(() => studioVariables(model, from, overrides), [from, overrides]);
  const edited = useMemo(() => new Set(changedFrom(model, from, overrides)), [from, overrides]);
  const nameOk = BRAND_NAME.test(name);
  const file = useMemo(
    () =>
      exportBrand(
        model,
        {
          name: nameOk ? name : 'my-brand',
          label: label || name,
          description: `${label || name}: made in the brand studio from ${from.name}.`,
        },
        overrides,
      ),
    [name, nameOk, label, from, overrides],
  );
  const text = useMemo(() => brandFileText(file), [file]);
  const tokenCount = Object.keys(overrides).length;
  const scheme = colorSchemeFor(values['color.bg.canvas'] ?? '#000');
  useBodyTheme(popupOpen, from.name, vars);

  const labelOf = (path: string) => controls.find((c) => c.path === path)?.label ?? path;
  const change = (path: string, value: string) => setOverrides((o) => setOverride(model, o, path, value));
  const restart = (brand: StudioBrand) => {
    setFrom(brand);
    setOverrides(brand.overrides);
    setImportErrors([]);
    setStatus(`Started again from ${brand.label}`);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}.json`;
    a.click();
    URL.revokeObjectURL(url);
    setStatus(`Downloaded ${name}.json`);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(`Copied ${name}.json to the clipboard`);
    } catch {
      setStatus('The browser refused the clipboard: open "Show the JSON" and copy it from there');
    }
  };
  const applyImport = () => {
    const result = importBrandText(model, importText);
    if (!result.ok) {
      setImportErrors(result.errors);
      setStatus('');
      return;
    }
    setImportErrors([]);
    setOverrides(result.brand.overrides);
    setName(result.brand.name);
    setLabel(result.brand.label);
    setStatus(`Imported ${result.brand.name}: ${Object.keys(result.brand.overrides).length} tokens`);
  };

  const fontsWithCurrent = (value: string) =>
    fonts.some((f) => f.value === value) ? fonts : [...fonts, { value, label: `Custom: ${value}` }];
  const shown = (path: string, kind: string) => {
    if (kind === 'font') {
      const raw = overrides[path] ?? model.tokens.get(path)?.value;
      return typeof raw === 'string' ? raw : '';
    }
    return values[path] ?? '';
  };

  return (
    <Page>
      <Side>
        <H1>Brand studio</H1>
        <Lead>Edit a brand&rsquo;s tokens and watch the kit follow. Export one file for tokens/brands.</Lead>

        <Fieldset>
          <legend>Brand</legend>
          <Field>
            <label htmlFor={`${ids}-from`}>Start from</label>
            <select
              id={`${ids}-from`}
              value={from.name}
              aria-describedby={`${ids}-from-hint`}
              onChange={(e) => restart(startFrom(e.target.value))}
            >
              {brandMeta.map((b) => (
                <option key={b.name} value={b.name}>
                  {b.label}
                </option>
              ))}
            </select>
            <Hint id={`${ids}-from-hint`}>Changing it starts again from that brand.</Hint>
          </Field>
          <Field>
            <label htmlFor={`${ids}-name`}>File name (brand id)</label>
            <input
              id={`${ids}-name`}
              value={name}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={!nameOk || undefined}
              aria-describedby={`${ids}-name-hint`}
              onChange={(e) => setName(e.target.value)}
            />
            {nameOk ? (
              <Hint id={`${ids}-name-hint`}>
                Lower case, digits and dashes: <code>{name}.json</code>, <code>?brand={name}</code>
              </Hint>
            ) : (
              <ErrorText id={`${ids}-name-hint`}>
                Use lower case letters, digits and dashes, starting with a letter
              </ErrorText>
            )}
          </Field>
          <Field>
            <label htmlFor={`${ids}-label`}>Display name</label>
            <input id={`${ids}-label`} value={label} autoComplete="off" onChange={(e) => setLabel(e.target.value)} />
          </Field>
          <Actions>
            <Action type="button" onClick={() => restart(from)}>
              Reset to {from.name}
            </Action>
          </Actions>
        </Fieldset>

        {groups.map((group) => (
          <Fieldset key={group}>
            <legend>{group}</legend>
            {controls
              .filter((c) => c.group === group)
              .map((c) => {
                const value = shown(c.path, c.kind);
                return (
                  <TokenControl
                    key={`${c.path}|${from.name}`}
                    control={c}
                    value={value}
                    edited={edited.has(c.path)}
                    onChange={change}
                    fonts={c.kind === 'font' ? fontsWithCurrent(value) : undefined}
                  />
                );
              })}
          </Fieldset>
        ))}

        <Fieldset>
          <legend>Export</legend>
          <Hint>
            {tokenCount} tokens differ from the shared base; colour scheme: {scheme}. Put the file in{' '}
            <code>tokens/brands/</code> and run <code>npm run tokens</code>.
          </Hint>
          <Actions>
            <Action type="button" $primary disabled={!nameOk} onClick={download}>
              Download {nameOk ? `${name}.json` : 'JSON'}
            </Action>
            <Action type="button" disabled={!nameOk} onClick={() => void copy()}>
              Copy JSON
            </Action>
          </Actions>
          <Status role="status">{status}</Status>
          <Details>
            <summary>Show the JSON</summary>
            <Code tabIndex={0} aria-label={`${name}.json`}>
              {text}
            </Code>
          </Details>
        </Fieldset>

        <Fieldset>
          <legend>Import</legend>
          <Field>
            <label htmlFor={`${ids}-import`}>Paste a brand file (JSON)</label>
            <textarea
              id={`${ids}-import`}
              value={importText}
              spellCheck={false}
              aria-invalid={importErrors.length > 0 || undefined}
              aria-describedby={importErrors.length ? `${ids}-import-errors` : undefined}
              onChange={(e) => setImportText(e.target.value)}
            />
          </Field>
          {importErrors.length > 0 && (
            <ErrorText id={`${ids}-import-errors`} role="alert">
              <p style={{ margin: 0 }}>Not imported:</p>
              <ul>
                {importErrors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </ErrorText>
          )}
          <Actions>
            <Action type="button" disabled={!importText.trim()} onClick={applyImport}>
              Import
            </Action>
          </Actions>
        </Fieldset>
      </Side>

      <Main aria-label="Preview">
        <ContrastPanel brand={name} values={values} labelOf={labelOf} />
        <PreviewRoot
          data-brand={from.name}
          data-studio-preview=""
          style={{ ...(vars as CSSProperties), colorScheme: scheme }}
        >
          <StudioPreview
            autoplayMs={numberOf(values['motion.duration.autoplay'] ?? '5000ms')}
            slideMs={numberOf(values['motion.duration.slide'] ?? '500ms')}
            popupOpen={popupOpen}
            onPopupOpenChange={setPopupOpen}
          />
        </PreviewRoot>
      </Main>
    </Page>
  );
}
