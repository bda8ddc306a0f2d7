package com.example.plants;

/** Kinds of plants. */
public enum PlantKind {
  /** A tree. */
  TREE,
  /** A herb. */
  HERB;

  /**
   * The kind as the API writes it.
   *
   * @return {@code "tree"} or {@code "herb"}.
   */
  public String wireName() {
    return name().toLowerCase();
  }
}
