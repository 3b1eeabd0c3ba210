export const QUIZ_AUTHORING_MSG = {
  titleRequired: 'Quiz title is required.',
  questionRequired: 'Question is required.',
  typeRequired: 'Question type is required.',
  choicesRequired: 'All four choices are required.',
  answerRequired: 'Choose the correct answer.',
  chooseRequired: 'Choose True or False.',
  atLeastOneQuestion: 'Add at least one question.',
  quizSaved: 'Quiz saved.',
} as const;
