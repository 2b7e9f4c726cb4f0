import { POAS_LESSON_COUNT } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { Root } from 'mdast';
import { parseFrontMatter } from '../../components/markdown/parse-front-matter.ts';
import { listCodeBlocks, parseMarkdown } from '../../components/markdown/parse-markdown.ts';
import { readingMinutes } from '../../components/markdown/reading-time.ts';
import { parseQuiz, type QuizQuestion } from './quiz.ts';

/**
 * The POAS course: one Markdown file per lesson and language in ./lessons/<language>/, bundled
 * at build time like the blog. A lesson ends with a ```quiz block of JSON questions.
 */
const SOURCES = import.meta.glob<string>('./lessons/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export interface AcademyLesson {
  number: number;
  language: Language;
  title: string;
  description: string;
  /** The screen of the app where the lesson's idea is put to work. */
  appPath: string;
  readingMinutes: number;
  tree: Root;
  quiz: QuizQuestion[];
  file: string;
}

/** Reads one lesson file; throws naming the file when its front matter or quiz is broken. */
export function readLesson(file: string, source: string): AcademyLesson {
  const language = /\/lessons\/(cs|en)\//.exec(file)?.[1] as Language | undefined;
  if (!language) throw new Error(`${file}: not under lessons/cs or lessons/en`);
  const { data, body } = parseFrontMatter(source);
  for (const key of ['title', 'description', 'lesson', 'appPath'] as const) {
    if (!data[key]) throw new Error(`${file}: front matter lacks ${key}`);
  }
  const tree = parseMarkdown(body);
  const quizzes = listCodeBlocks(tree, 'quiz');
  if (quizzes.length !== 1) throw new Error(`${file}: needs exactly one quiz block`);
  return {
    number: Number(data.lesson),
    language,
    title: data.title!,
    description: data.description!,
    appPath: data.appPath!,
    readingMinutes: readingMinutes(body.replace(/```quiz[\s\S]*?```/, '')),
    tree,
    quiz: parseQuiz(quizzes[0]!),
    file,
  };
}

export const ACADEMY_LESSONS: readonly AcademyLesson[] = Object.entries(SOURCES)
  .map(([file, source]) => readLesson(file, source))
  .sort((a, b) => a.number - b.number);

export function listLessons(language: Language): AcademyLesson[] {
  return ACADEMY_LESSONS.filter((lesson) => lesson.language === language);
}

/** 'lesson-3' (the route's segment, SPEC §2) → lesson 3, or undefined for anything else. */
export function lessonNumberOf(segment: string | undefined): number | undefined {
  const match = /^lesson-([1-9]\d*)$/.exec(segment ?? '');
  const number = match ? Number(match[1]) : Number.NaN;
  return number >= 1 && number <= POAS_LESSON_COUNT ? number : undefined;
}

export function lessonPath(number: number): string {
  return `/academy/poas/lesson-${number}`;
}

export function findLesson(number: number | undefined, language: Language): AcademyLesson | undefined {
  return ACADEMY_LESSONS.find((lesson) => lesson.number === number && lesson.language === language);
}

/** Title and description of each lesson per language, for the route table's meta tags. */
export const ACADEMY_LESSON_META: Record<
  string,
  Record<Language, { title: string; description: string }>
> = Object.fromEntries(
  Array.from({ length: POAS_LESSON_COUNT }, (_, i) => i + 1).map((number) => [
    lessonPath(number),
    Object.fromEntries(
      ACADEMY_LESSONS.filter((l) => l.number === number).map((l) => [
        l.language,
        { title: l.title, description: l.description },
      ]),
    ) as Record<Language, { title: string; description: string }>,
  ]),
);
