/**
 * `answer`, remembering what it said for at most `remembered` distinct keys (the oldest first out). For pure
 * functions that cost more than a lookup and whose keys any client can vary (a path, a User-Agent), so the
 * memory stays bounded however many they invent.
 */
export function rememberAnswers<V, K = string>(answer: (key: K) => V, remembered: number): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key)!;
    const value = answer(key);
    // A Map iterates in insertion order: the first key is the oldest remembered.
    if (answers.size >= remembered) answers.delete(answers.keys().next().value!);
    answers.set(key, value);
    return value;
  };
}
