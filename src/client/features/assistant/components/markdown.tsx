import { lazy, Suspense } from 'react';

// react-markdown is loaded only when an answer is shown (a separate chunk). Raw HTML in answers is never rendered.
const ReactMarkdown = lazy(() => import('react-markdown'));

export function Markdown({ text }: { text: string }) {
  return (
    <div
      className={
        'assistant-markdown space-y-2 text-sm leading-relaxed [&_ul]:list-disc [&_ul]:pl-5 ' +
        '[&_ol]:list-decimal [&_ol]:pl-5 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1'
      }
    >
      <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
        <ReactMarkdown skipHtml>{text}</ReactMarkdown>
      </Suspense>
    </div>
  );
}
