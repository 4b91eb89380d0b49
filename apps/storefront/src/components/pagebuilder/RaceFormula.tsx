import { createContext, type ReactNode, use, useState } from 'react';

interface RaceFormulaState {
  /** The chosen option's value ('' before a choice). */
  value: string;
  choose: (value: string) => void;
}

const RaceFormulaContext = createContext<RaceFormulaState | null>(null);

/** The race-formula tool around this element, if any. */
export function useRaceFormula(): RaceFormulaState | null {
  return use(RaceFormulaContext);
}

/**
 * The race-formula tool of a content page (spec §2): the select inside the CMS node tree is bound to this
 * state; on change the chosen option is shown in the result element and the result block is revealed.
 */
export function RaceFormula({ children }: { children: ReactNode }) {
  const [value, setValue] = useState('');
  return <RaceFormulaContext value={{ value, choose: setValue }}>{children}</RaceFormulaContext>;
}
