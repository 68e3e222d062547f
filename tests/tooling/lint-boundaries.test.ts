import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

/**
 * Issue 2: `npm run lint` fails on an import from app inside ui-kit. The arrows point one way
 * (app -> ui-kit -> tokens, CONVENTIONS): these cases lint made-up files through the repo's own
 * eslint.config.js, so weakening a boundary rule fails here.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
// One instance: loading the flat config and typescript-eslint is the slow part.
const eslint = new ESLint({ cwd: root });

const kitFile = 'ui-kit/src/Fake/Fake.tsx';
const tokensFile = 'tokens/src/fake.ts';

async function restricted(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result!.messages;
  // A parse error would also be an 'error': make sure the file itself is fine.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('lint: ui-kit imports nothing of app, server, state, i18n or routes', () => {
  const forbidden: [string, RegExp][] = [
    ["import { routes } from '@lobby/app';", /ui-kit may not import from app/],
    ["import { App } from '@lobby/app/src/App.tsx';", /ui-kit may not import from app/],
    ["import { Home } from '../../../app/src/features/home/Home.tsx';", /ui-kit may not import from app/],
    ["import { api } from '@lobby/server';", /ui-kit may not import from server or the API contract/],
    ["import { routes } from '@lobby/contract';", /ui-kit may not import from server or the API contract/],
    ["import { atom } from 'recoil';", /ui-kit is state-free/],
    ["import i18next from 'i18next';", /ui-kit takes words as props or from its labels provider/],
    ["import { useTranslation } from 'react-i18next';", /ui-kit takes words as props or from its labels provider/],
    ["import { Link } from 'react-router-dom';", /ui-kit knows no routes/],
    ["import { useNavigate } from 'react-router';", /ui-kit knows no routes/],
    ["import { Formik } from 'formik';", /Formik-free/],
  ];
  for (const [line, message] of forbidden) {
    it(`rejects ${line}`, async () => {
      // Only the boundary rule counts here (an unused binding is another rule's business).
      const errors = await restricted(`${line}\n`, kitFile);
      expect(errors).toHaveLength(1);
      expect(errors[0]!.severity).toBe(2);
      expect(errors[0]!.message).toMatch(message);
    });
  }

  it('accepts tokens, react, styled-components and its own files', async () => {
    const code = [
      "import { readDurationMs } from '@lobby/tokens';",
      "import { useState } from 'react';",
      "import styled from 'styled-components';",
      "import { Button } from '../Button/index.ts';",
      'export const x = [readDurationMs, useState, styled, Button];',
      '',
    ].join('\n');
    expect(await restricted(code, kitFile)).toEqual([]);
  });

  it('the same app import is fine outside the kit (the rule is scoped to ui-kit)', async () => {
    const code = "import { atom } from 'recoil';\nexport const x = [atom];\n";
    expect(await restricted(code, 'app/src/state/fake.ts')).toEqual([]);
  });
});

describe('lint: tokens imports nothing of ours', () => {
  it("rejects import from '@lobby/ui-kit'", async () => {
    const errors = await restricted(
      "import { Button } from '@lobby/ui-kit';\nexport const x = [Button];\n",
      tokensFile,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.severity).toBe(2);
    expect(errors[0]!.message).toMatch(/tokens imports nothing of ours/);
  });

  it('rejects a relative import out of the tokens package', async () => {
    const errors = await restricted(
      "import { x } from '../../ui-kit/src/index.ts';\nexport const y = [x];\n",
      tokensFile,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/tokens imports nothing of ours/);
  });
});
