import { Navigate, useParams } from 'react-router';

/** /quizzes/{quizId}/questions: the edit route of the same quiz with the Questions tab open. */
export default function QuizQuestionsRedirect() {
  const { quizId = '' } = useParams();
  return <Navigate to={`/quizzes/${encodeURIComponent(quizId)}/edit?tab=questions`} replace />;
}
