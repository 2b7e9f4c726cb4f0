/** A quiz question of a lesson: options, the right one, and why (shown after answering). */
export interface QuizQuestion {
  question: string;
  options: string[];
  /** Index of the correct option. */
  answer: number;
  /** Why the correct option is right: what a reader who chose another needs to hear. */
  explanation: string;
}

export interface QuizResult {
  correct: number;
  total: number;
  /** Per question: the chosen option was the right one. */
  perQuestion: boolean[];
}

/** Reads a ```quiz block; throws with the reason when a question is malformed. */
export function parseQuiz(raw: string): QuizQuestion[] {
  const questions = JSON.parse(raw) as QuizQuestion[];
  if (!Array.isArray(questions) || questions.length < 3 || questions.length > 4) {
    throw new Error('a quiz has 3 or 4 questions');
  }
  for (const q of questions) {
    if (!q.question || !q.explanation) throw new Error('a question needs its text and an explanation');
    if (!Array.isArray(q.options) || q.options.length < 2)
      throw new Error(`${q.question}: at least 2 options`);
    if (!Number.isInteger(q.answer) || q.answer < 0 || q.answer >= q.options.length) {
      throw new Error(`${q.question}: answer out of range`);
    }
  }
  return questions;
}

/** Scores chosen options (index per question, null when unanswered) against the right ones. */
export function scoreQuiz(
  questions: readonly QuizQuestion[],
  chosen: readonly (number | null)[],
): QuizResult {
  const perQuestion = questions.map((q, i) => chosen[i] === q.answer);
  return { correct: perQuestion.filter(Boolean).length, total: questions.length, perQuestion };
}

/** Every question has an answer: only then can the quiz be checked. */
export function isQuizComplete(
  questions: readonly QuizQuestion[],
  chosen: readonly (number | null)[],
): boolean {
  return questions.every((_, i) => typeof chosen[i] === 'number');
}
