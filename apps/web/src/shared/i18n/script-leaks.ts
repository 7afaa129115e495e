import * as OpenCC from 'opencc-js';

export type Script = 'zh-CN' | 'zh-TW';

/** A character of the other script, with a little text around it to find it by. */
export interface ScriptLeak {
  char: string;
  context: string;
}

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'tw' });
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

/**
 * Traditional characters OpenCC rewrites by preference, not because they are Simplified: Taiwan's Ministry
 * of Education writes 台灣 as well as 臺灣, and 了解, 公布, 干預 as they stand.
 */
const ACCEPTED_IN_TW = new Set(['台', '了', '布', '干']);

/**
 * Characters the mainland's 通用规范汉字表 (2013) keeps for personal names although OpenCC folds them into
 * their simplified merge: the table tennis player 梁靖崑 is written so by Xinhua, not 梁靖昆.
 */
const ACCEPTED_IN_CN = new Set(['崑']);

/**
 * Characters written in the other script: in zh-TW text, a character in its Simplified form that OpenCC
 * would write otherwise in Traditional (钱, 账); in zh-CN text, the reverse (錢, 帳). The text goes to the
 * other script and back, so OpenCC sees phrases it knows (佛羅里達's 里 is 里, not 裡; 皇后's 后 stays).
 */
export function scriptLeaks(text: string, script: Script): ScriptLeak[] {
  const [there, back] = script === 'zh-TW' ? [toSimplified, toTraditional] : [toTraditional, toSimplified];
  const source = [...text];
  const other = [...there(text)];
  const returned = [...back(other.join(''))];
  // Character conversion keeps the length; a phrase that changed length is reported whole.
  if (other.length !== source.length || returned.length !== source.length)
    return [{ char: '', context: text }];
  const leaks: ScriptLeak[] = [];
  source.forEach((char, i) => {
    const alreadyOther = other[i] === char && returned[i] !== char;
    if (!alreadyOther || (script === 'zh-TW' ? ACCEPTED_IN_TW : ACCEPTED_IN_CN).has(char)) return;
    leaks.push({ char, context: source.slice(Math.max(0, i - 6), i + 7).join('') });
  });
  return leaks;
}
