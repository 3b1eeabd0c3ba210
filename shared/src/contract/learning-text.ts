/** Texts of the learning area that the spec does not fix (our wording) or fixes outside `MSG`. */
export const LEARNING_MSG = {
  /** Spec 001 §9: the true/false answer labels. */
  answerTrue: 'Betul',
  answerFalse: 'Salah',
  quizNotFound: 'This quiz is not available.',
  quizEmpty: 'This quiz has no questions yet.',
  quizAlreadySubmitted: 'You have already submitted this quiz.',
  unknownQuestion: 'This question is not part of the quiz.',
  duplicateAnswer: 'This question is answered more than once.',
  invalidAnswer: 'This answer is not one of the choices.',
  chapterNotFound: 'This chapter is not part of the course.',
  courseNotFound: 'This course does not exist.',
  questionAlreadyAsked: 'You have already asked a question on this course.',
  discussionNotFound: 'This answer does not exist on this course.',
  replyNotAllowed: 'You can only reply once to an answer to your own question.',
  feedbackExists: 'You have already reviewed this course.',
  feedbackNotFound: 'This review does not exist.',
  rateRange: 'Rating must be a whole number from 1 to 5.',
  tutorMismatch: 'The tutor does not match this course.',
  subscriptionMismatch: 'This subscription is not yours for this course.',
} as const;
