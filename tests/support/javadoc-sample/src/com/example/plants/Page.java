package com.example.plants;

import java.util.Iterator;
import java.util.List;

/**
 * Paged results of a list call.
 *
 * @param <T> What the page holds.
 */
public final class Page<T> implements Iterable<T> {
  private final List<T> items;
  private final String next;

  /**
   * A page of items.
   *
   * @param items The items.
   * @param next The cursor of the next page; {@code null} on the last one.
   */
  public Page(List<T> items, String next) {
    this.items = items;
    this.next = next;
  }

  /**
   * The items of this page.
   *
   * @return The items.
   */
  public List<T> items() {
    return items;
  }

  /**
   * The cursor of the next page.
   *
   * @return The cursor; {@code null} on the last page.
   */
  public String next() {
    return next;
  }

  @Override
  public Iterator<T> iterator() {
    return items.iterator();
  }
}
