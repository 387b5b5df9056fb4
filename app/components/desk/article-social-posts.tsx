import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-link';

type Line = {
  channel: string;
  kind: string;
  status: string;
  remoteUrl: string | null;
  lastError: string | null;
};

/** Where an article was posted, with links, and the switch that keeps one off the channels. */
export function ArticleSocialPosts({
  articleId,
  syndicate,
  published,
  posts,
}: {
  articleId: string;
  syndicate: boolean;
  published: boolean;
  posts: Line[];
}) {
  return (
    <div className="flex flex-col gap-4">
      {posts.length === 0 ? (
        <p className="text-sm text-muted">
          {published
            ? 'Not posted anywhere.'
            : 'Posted to the active channels within a minute of publishing.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {posts.map((post) => (
            <li key={post.channel}>
              <span className="font-semibold">{post.channel}</span> ({post.kind}): {post.status}
              {post.remoteUrl ? (
                <>
                  {' · '}
                  <a href={post.remoteUrl} className="underline" target="_blank" rel="noopener noreferrer">
                    see the post
                  </a>
                </>
              ) : null}
              {post.lastError ? <span className="block text-danger">{post.lastError}</span> : null}
            </li>
          ))}
        </ul>
      )}
      {published ? null : (
        <Form
          method="post"
          action={`/admin/desk/${articleId}/syndication`}
          className="flex flex-wrap items-center gap-3"
        >
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="syndicate" defaultChecked={syndicate} />
            Post to the channels when it is published
          </label>
          <button type="submit" className={buttonClass('secondary')}>
            Save
          </button>
        </Form>
      )}
    </div>
  );
}
