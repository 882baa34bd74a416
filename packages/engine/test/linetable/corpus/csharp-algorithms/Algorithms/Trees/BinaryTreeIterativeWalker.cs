namespace Algorithms.Trees
{
    /// <summary>
    /// Simple Iterative Tree Traversal and Search Algorithms.
    /// </summary>
    public static class BinaryTreeIterativeWalker
    {
        /// <summary>
        /// Specifies the mode of travelling through the tree.
        /// </summary>
        public enum TraversalMode
        {
            InOrder = 0,
            PreOrder = 1,
            PostOrder = 2
        }


        /************************************************************************************
         * PRIVATE HELPERS SECTION 
         * 
         */
    }
}

